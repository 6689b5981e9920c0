/** Spec section 8, word for word. */
export const MEDIA_MESSAGES = {
  required: 'Camera and microphone access is required for the game to work properly.',
  blocked: 'Camera and microphone access was previously blocked. Check the permissions on the browser configuration.',
  refused: 'Camera and microphone access is required for the game to work. Please allow access when prompted and try again.',
} as const;

const permissionState = async (name: 'camera' | 'microphone'): Promise<PermissionState | 'unknown'> => {
  try {
    return (await navigator.permissions.query({ name })).state;
  } catch {
    return 'unknown'; // Firefox and Safari cannot be asked about cameras; getUserMedia will tell.
  }
};

/** Null when both camera and microphone can be used; otherwise the message to show. */
export const checkMediaPermission = async (): Promise<string | null> => {
  if (!navigator.mediaDevices?.getUserMedia) return MEDIA_MESSAGES.required;
  const states = await Promise.all([permissionState('camera'), permissionState('microphone')]);
  if (states.includes('denied')) return MEDIA_MESSAGES.blocked;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return name === 'NotAllowedError' || name === 'SecurityError' ? MEDIA_MESSAGES.refused : MEDIA_MESSAGES.required;
  }
};

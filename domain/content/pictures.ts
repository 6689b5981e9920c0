/** The picture library content can use; the app draws each as its own SVG. */
export const PICTURES = [
  'wave', 'ear', 'heart', 'smile', 'frown', 'hands', 'turn', 'bubble', 'gift', 'friends', 'globe', 'toybox', 'tree',
  'mirror', 'rock', 'breath', 'ladder', 'helper', 'feather', 'footsteps', 'puzzle', 'shield', 'star', 'sun', 'rain',
  'rainbow', 'book', 'music', 'drum', 'clap', 'thumbs-up', 'thumbs-down', 'shout', 'quiet', 'trash', 'plant',
] as const;
export type Picture = (typeof PICTURES)[number];

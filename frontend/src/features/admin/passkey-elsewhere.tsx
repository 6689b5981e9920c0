/** The words that say who can reset passkeys: the same in the passkey step and on the account page. */
export const PASSKEY_RESET_WORDS =
  'Lost the device with your passkey? Another admin of your school, or a district admin, can reset it: on the Admins page they remove you and invite you again, and you then set up a new passkey.';

/**
 * What an admin whose passkey did not answer can do next: use the passkey on their phone (the browser shows a QR code
 * for the phone to scan, WebAuthn's hybrid transport), or have their passkeys reset by someone who may.
 */
export const PasskeyElsewhere = ({ busy, onPhone }: { busy: boolean; onPhone: () => void }) => (
  <div className="passkey-elsewhere">
    <p>
      Is your passkey on your phone? Press “Use a passkey from my phone”: this browser shows a QR code. Scan it with the phone’s camera and
      confirm on the phone. Keep Bluetooth on and the phone near this device.
    </p>
    <button type="button" className="button" disabled={busy} onClick={onPhone}>
      Use a passkey from my phone
    </button>
    <p>{PASSKEY_RESET_WORDS}</p>
  </div>
);

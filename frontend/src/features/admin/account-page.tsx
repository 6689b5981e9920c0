import { AdminAccount } from './admin-account';

/** The admin's own account (name, passkeys) in its own place. */
const AccountPage = () => (
  <main className="page page--wide admin-place">
    <h1 className="page__title">Account</h1>
    <AdminAccount />
  </main>
);
export default AccountPage;

import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { useAuthStore } from '../features/auth/auth-store';
import { Icon } from './icon';

/** Spec section 2's 404. Its way on keeps a signed-in child signed in: home, not the sign-in page. */
const NotFoundPage = () => {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return (
    <main className="page page--center">
      <div className="card card--center">
        <Icon name="compass" size={96} />
        <h1>404 - Page Not Found</h1>
        <Link className="button button--primary" to={signedIn ? paths.home : paths.login}>
          Go to the start
        </Link>
      </div>
    </main>
  );
};
export default NotFoundPage;

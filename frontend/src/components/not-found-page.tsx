import { Link } from 'react-router-dom';
import { Icon } from './icon';

const NotFoundPage = () => (
  <main className="page page--center">
    <div className="card card--center">
      <Icon name="compass" size={96} />
      <h1>404 - Page Not Found</h1>
      <Link className="button button--primary" to="/">
        Go to the start
      </Link>
    </div>
  </main>
);
export default NotFoundPage;

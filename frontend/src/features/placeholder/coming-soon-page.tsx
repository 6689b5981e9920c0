import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';

/** A screen a later part of the programme fills: reachable and honest that there is nothing here yet. */
const ComingSoonPage = ({ title }: { title: string }) => {
  const { pathname } = useLocation();
  return (
    <main className="page page--center">
      <div className="card card--center">
        <Icon name="tools" size={96} />
        <h1>{title}</h1>
        <p className="message">This part of WAW is still being built. Come back soon!</p>
        <p className="muted">{pathname}</p>
        <Link className="button button--primary" to={paths.home}>
          Back home
        </Link>
      </div>
    </main>
  );
};
export default ComingSoonPage;

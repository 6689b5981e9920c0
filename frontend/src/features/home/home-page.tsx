import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useStudentStore } from '../auth/student-store';
import { CharacterPicture } from '../characters/character-picture';
import { Icon, type IconName } from '../../components/icon';

const TILES = [
  { to: paths.rewards, icon: 'trophy', label: 'My rewards' },
  { to: paths.shop, icon: 'bag', label: 'Shop' },
  { to: paths.stickers, icon: 'star', label: 'My stickers' },
  { to: paths.photos, icon: 'camera', label: 'My videos' },
  { to: paths.review, icon: 'play', label: 'Play again' },
  { to: paths.settings, icon: 'gear', label: 'Settings' },
] as const satisfies ReadonlyArray<{ to: string; icon: IconName; label: string }>;

const HomePage = () => {
  const student = useStudentStore((state) => state.student);
  return (
    <main className="page">
      <section className="hero card">
        <CharacterPicture code="RESPA" size={110} />
        <div>
          <h1 className="hero__title">Hi, {student?.first_name ?? 'friend'}!</h1>
          <p className="hero__text">Ready to play?</p>
        </div>
      </section>
      <Link to={paths.modules} className="button button--primary button--huge">
        <Icon name="play" size={36} /> My programmes
      </Link>
      <nav aria-label="More places" className="tiles">
        {TILES.map((tile) => (
          <Link key={tile.to} to={tile.to} className="tile">
            <Icon name={tile.icon} size={56} />
            <span className="tile__label">{tile.label}</span>
          </Link>
        ))}
      </nav>
    </main>
  );
};
export default HomePage;

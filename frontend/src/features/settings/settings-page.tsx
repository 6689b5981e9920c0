import { LogoutButton } from '../../components/logout-button';
import { useSettingsStore } from './settings-store';

/** Sound, music, read-aloud and movement, saved for this child; and the way out. */
const SettingsPage = () => {
  const { settings, change } = useSettingsStore();
  const slider = (key: 'soundVolume' | 'musicVolume', label: string) => (
    <label className="setting">
      <span className="setting__label">{label}</span>
      <input
        type="range"
        min={0}
        max={100}
        step={10}
        value={Math.round(settings[key] * 100)}
        onChange={(event) => change({ [key]: Number(event.target.value) / 100 })}
      />
      <span className="setting__value">{Math.round(settings[key] * 100)}%</span>
    </label>
  );
  const toggle = (key: 'readAloud' | 'reducedMotion', label: string) => (
    <label className="setting setting--toggle">
      <span className="setting__label">{label}</span>
      <input type="checkbox" role="switch" checked={settings[key]} onChange={(event) => change({ [key]: event.target.checked })} />
    </label>
  );
  return (
    <main className="page">
      <h1 className="page__title">Settings</h1>
      <section className="card settings">
        {slider('soundVolume', 'Sounds')}
        {slider('musicVolume', 'Music')}
        {toggle('readAloud', 'Read to me')}
        {toggle('reducedMotion', 'Less movement')}
      </section>
      <LogoutButton />
    </main>
  );
};
export default SettingsPage;

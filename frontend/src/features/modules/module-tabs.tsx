import type { ModuleRecord } from '@domain/module';
import { CharacterPicture } from '../characters/character-picture';
import { displayName } from '../characters/characters';

/** When a child has more than one programme, each has its own tokens: pick which one. */
export const ModuleTabs = ({
  modules,
  current,
  onChoose,
}: {
  modules: ModuleRecord[];
  current: string;
  onChoose: (name: string) => void;
}) =>
  modules.length < 2 ? null : (
    <div className="module-tabs" role="group" aria-label="Programme">
      {modules.map((module) => (
        <button
          key={module.id}
          type="button"
          className="module-tab"
          aria-pressed={module.name === current}
          onClick={() => onChoose(module.name)}
        >
          <CharacterPicture code={module.name} size={40} /> {displayName(module.name)}
        </button>
      ))}
    </div>
  );

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { BOARD_COLUMNS, BOARD_ROWS, STICKER_SCALE, earnedStickers, ALL_STICKER_SOURCES } from '@domain/stickers';
import type { Sticker, Stickers } from '@domain/schemas';
import { paths } from '../../app/paths';
import { Icon } from '../../components/icon';
import { LoadingScreen } from '../../components/spinner';
import { ModuleTabs } from '../modules/module-tabs';
import { useChosenModule } from '../modules/use-chosen-module';
import { SaveStatus } from '../play/step-layout';
import { StickerArt, stickerName } from './sticker-art';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const newId = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The sticker board: place earned stickers, then drag, rotate, scale or remove them by pointer, touch or keyboard
 * (arrows move, R and Shift+R rotate, + and - resize, Delete removes). Saved as the spec's map id → sticker.
 */
const StickersPage = () => {
  const { module, modules, choose, play } = useChosenModule();
  const [selected, setSelected] = useState<string | null>(null);
  const [dragging, setDragging] = useState<{ id: string; row: number; col: number } | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const selectedRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => selectedRef.current?.focus(), [selected]);
  if (!module) return <LoadingScreen label="Loading modules" />;
  const stickers = module.game_details.stickers;
  const earned = new Set(earnedStickers(module.game_details));

  const save = (next: Stickers) => play(module.id, { type: 'stickers', stickers: next });
  const update = (id: string, change: (sticker: Sticker) => Sticker) => {
    const sticker = stickers[id];
    if (sticker) save({ ...stickers, [id]: change(sticker) });
  };
  const place = (src: string) => {
    const taken = new Set(Object.values(stickers).map((s) => `${s.row}:${s.col}`));
    let cell = 0;
    while (cell < BOARD_ROWS * BOARD_COLUMNS - 1 && taken.has(`${Math.floor(cell / BOARD_COLUMNS)}:${cell % BOARD_COLUMNS}`)) cell += 1;
    const id = newId();
    save({ ...stickers, [id]: { id, src, row: Math.floor(cell / BOARD_COLUMNS), col: cell % BOARD_COLUMNS, scale: 1, rotation: 0 } });
    setSelected(id);
  };
  const remove = (id: string) => {
    const { [id]: _gone, ...rest } = stickers;
    save(rest);
    setSelected(null);
  };
  const move = (sticker: Sticker, rows: number, cols: number) => ({
    ...sticker,
    row: clamp(sticker.row + rows, 0, BOARD_ROWS - 1),
    col: clamp(sticker.col + cols, 0, BOARD_COLUMNS - 1),
  });
  const turn = (sticker: Sticker, degrees: number) => ({ ...sticker, rotation: ((sticker.rotation + degrees + 540) % 360) - 180 });
  const resize = (sticker: Sticker, by: number) => ({
    ...sticker,
    scale: clamp(Math.round((sticker.scale + by) * 100) / 100, STICKER_SCALE.min, STICKER_SCALE.max),
  });

  const cellAt = (event: PointerEvent) => {
    const box = board.current!.getBoundingClientRect();
    return {
      row: clamp(Math.floor(((event.clientY - box.top) / box.height) * BOARD_ROWS), 0, BOARD_ROWS - 1),
      col: clamp(Math.floor(((event.clientX - box.left) / box.width) * BOARD_COLUMNS), 0, BOARD_COLUMNS - 1),
    };
  };
  const onKey = (event: KeyboardEvent, sticker: Sticker) => {
    const actions: Record<string, () => Sticker | null> = {
      ArrowUp: () => move(sticker, -1, 0),
      ArrowDown: () => move(sticker, 1, 0),
      ArrowLeft: () => move(sticker, 0, -1),
      ArrowRight: () => move(sticker, 0, 1),
      r: () => turn(sticker, 15),
      R: () => turn(sticker, -15),
      '+': () => resize(sticker, 0.25),
      '=': () => resize(sticker, 0.25),
      '-': () => resize(sticker, -0.25),
      Delete: () => null,
      Backspace: () => null,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    const next = action();
    if (next) update(sticker.id, () => next);
    else remove(sticker.id);
  };
  const chosen = selected ? stickers[selected] : undefined;

  return (
    <main className="page">
      <h1 className="page__title">My stickers</h1>
      <ModuleTabs modules={modules} current={module.name} onChoose={choose} />
      <SaveStatus />
      <div
        ref={board}
        className="board"
        style={{ aspectRatio: `${BOARD_COLUMNS} / ${BOARD_ROWS}` }}
        onPointerMove={(event) => dragging && setDragging({ ...dragging, ...cellAt(event) })}
        onPointerUp={() => {
          if (dragging) update(dragging.id, (sticker) => ({ ...sticker, row: dragging.row, col: dragging.col }));
          setDragging(null);
        }}
        role="group"
        aria-label="Sticker board"
      >
        {Object.values(stickers).map((sticker) => {
          const at = dragging?.id === sticker.id ? dragging : sticker;
          return (
            <button
              key={sticker.id}
              ref={sticker.id === selected ? selectedRef : undefined}
              type="button"
              className={`placed${sticker.id === selected ? ' placed--selected' : ''}`}
              style={{
                left: `${(at.col / BOARD_COLUMNS) * 100}%`,
                top: `${(at.row / BOARD_ROWS) * 100}%`,
                width: `${100 / BOARD_COLUMNS}%`,
                height: `${100 / BOARD_ROWS}%`,
                transform: `rotate(${sticker.rotation}deg) scale(${sticker.scale})`,
              }}
              aria-label={`${stickerName(sticker.src)}, row ${sticker.row + 1}, column ${sticker.col + 1}, turned ${sticker.rotation} degrees`}
              aria-pressed={sticker.id === selected}
              onClick={() => setSelected(sticker.id)}
              onPointerDown={(event) => {
                setSelected(sticker.id);
                (event.target as Element).releasePointerCapture?.(event.pointerId);
                setDragging({ id: sticker.id, row: sticker.row, col: sticker.col });
              }}
              onKeyDown={(event) => onKey(event, sticker)}
            >
              <StickerArt src={sticker.src} size={48} />
            </button>
          );
        })}
      </div>
      {chosen && (
        <div className="sticker-tools" role="group" aria-label="Change the sticker">
          <button type="button" className="button" onClick={() => update(chosen.id, (s) => turn(s, -15))} aria-label="Turn left">
            ↺
          </button>
          <button type="button" className="button" onClick={() => update(chosen.id, (s) => turn(s, 15))} aria-label="Turn right">
            ↻
          </button>
          <button type="button" className="button" onClick={() => update(chosen.id, (s) => resize(s, -0.25))} aria-label="Smaller">
            −
          </button>
          <button type="button" className="button" onClick={() => update(chosen.id, (s) => resize(s, 0.25))} aria-label="Bigger">
            +
          </button>
          <button type="button" className="button" onClick={() => remove(chosen.id)} aria-label="Remove the sticker">
            <Icon name="stop" /> Remove
          </button>
        </div>
      )}
      <section className="card" aria-label="Stickers to place">
        <h2>Tap a sticker to put it on your board</h2>
        <ul className="palette">
          {ALL_STICKER_SOURCES.map((src) => (
            <li key={src}>
              <button
                type="button"
                className="palette__item"
                onClick={() => place(src)}
                disabled={!earned.has(src)}
                aria-label={earned.has(src) ? `Add the ${stickerName(src)}` : `${stickerName(src)}, not earned yet`}
              >
                <StickerArt src={src} size={52} />
                {!earned.has(src) && <Icon name="lock" className="palette__lock" />}
              </button>
            </li>
          ))}
        </ul>
        {earned.size === 0 && (
          <p className="message">
            Finish steps of your day to earn stickers! <Link to={paths.modules}>Play now</Link>
          </p>
        )}
      </section>
    </main>
  );
};
export default StickersPage;

import type { ReactNode } from 'react';
import type { Picture } from '@domain/content/pictures';
import { EYES, HAIR, INK, SKIN, cloudShape, face, fist, head, limb, openHand, outlined, person, place } from './kit';

/** The names of the library's people and hands, faces, body and mind: the pictures this file draws. */
export const PEOPLE_PICTURES = [
  // people and hands
  'wave',
  'hands',
  'clap',
  'thumbs-up',
  'thumbs-down',
  'high-five',
  'handshake',
  'raise-hand',
  'stop-hand',
  'promise',
  'friends',
  'team',
  'family',
  'teacher',
  'helper',
  'hug',
  'alone',
  'share',
  'wheelchair',
  // faces
  'smile',
  'frown',
  'laugh',
  'cry',
  'cross',
  'scared',
  'calm',
  'worried',
  'proud',
  'tired',
  'shout',
  'quiet',
  'bored',
  'nervous',
  'confident',
  'inspired',
  'excited',
  'disappointed',
  'embarrassed',
  // body and mind
  'ear',
  'eyes',
  'nose',
  'breath',
  'brain',
  'muscle',
  'heart',
  'heartbeat',
  'thought',
  'lightbulb',
  'question',
] as const satisfies readonly Picture[];
export type PeoplePicture = (typeof PEOPLE_PICTURES)[number];

/** A fist seen from its back, knuckles to the right, for hands that hold or hook. */
const fistBlock = (x: number, y: number, fill: string, sleeve: string) => (
  <>
    {outlined(<rect x={x - 8} y={y + 1} width="12" height="16" rx="2" />, sleeve)}
    {outlined(<rect x={x} y={y} width="19" height="18" rx="7" />, fill)}
    <path d={`M${x + 13} ${y + 6} h5 M${x + 13} ${y + 12} h5`} stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
  </>
);
/** A tear drop hanging from (x, y). */
const tear = (x: number, y: number, fill = '#38bdf8') => (
  <path d={`M${x} ${y} q5 7 0 10 q-5 -3 0 -10z`} fill={fill} stroke={INK} strokeWidth="1.8" strokeLinejoin="round" />
);
const HEART = (
  <path d="M32 54 L10 32 a12 12 0 0 1 22 -14 a12 12 0 0 1 22 14z" fill="#f43f5e" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
);
/** Lines that show movement or sound around a drawing. */
const motion = (d: string, colour = '#f97316') => <path d={d} stroke={colour} strokeWidth="2.5" fill="none" strokeLinecap="round" />;

/** Drawings of the library's people and hands, faces, body and mind. */
export const PEOPLE: Record<PeoplePicture, ReactNode> = {
  wave: (
    <>
      {openHand(32, 56, { fill: SKIN.tan, sleeve: '#38bdf8', s: 1.15, r: 14 })}
      {motion('M12 18 q-5 8 0 16 M6 14 q-6 12 0 24 M54 10 q5 7 3 15')}
    </>
  ),
  hands: (
    <>
      {openHand(20, 56, { fill: SKIN.light, sleeve: '#f472b6', s: 0.95, r: -8, flip: true })}
      {openHand(44, 56, { fill: SKIN.light, sleeve: '#f472b6', s: 0.95, r: 8 })}
    </>
  ),
  clap: (
    <>
      {openHand(21, 58, { fill: SKIN.brown, sleeve: '#facc15', r: 18, spread: 0.3 })}
      {openHand(43, 58, { fill: SKIN.brown, sleeve: '#facc15', r: -18, flip: true, spread: 0.3 })}
      {motion('M32 12 v-7 M22 14 l-5 -5 M42 14 l5 -5', '#f59e0b')}
    </>
  ),
  'thumbs-up': fist(37, 52, { fill: SKIN.peach, sleeve: '#22c55e', s: 1.2 }),
  'thumbs-down': fist(37, 12, { fill: SKIN.deep, sleeve: '#ef4444', s: 1.2, r: 180, flip: true }),
  'high-five': (
    <>
      <path
        d="M32 2 l4 7 l8 -3 l-3 8 l8 3 l-8 3 l3 8 l-8 -3 l-4 7 l-4 -7 l-8 3 l3 -8 l-8 -3 l8 -3 l-3 -8 l8 3z"
        fill="#fde047"
        stroke="#f59e0b"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {openHand(17, 60, { fill: SKIN.deep, sleeve: '#f97316', s: 0.9, r: 24, spread: 0.4 })}
      {openHand(47, 60, { fill: SKIN.light, sleeve: '#8b5cf6', s: 0.9, r: -24, flip: true, spread: 0.4 })}
    </>
  ),
  handshake: (
    <>
      {outlined(<rect x="-4" y="28" width="18" height="18" rx="2" />, '#0ea5e9')}
      {outlined(<rect x="50" y="28" width="18" height="18" rx="2" />, '#f97316')}
      {outlined(<rect x="22" y="28" width="30" height="18" rx="8" />, SKIN.peach)}
      {outlined(
        <>
          <rect x="11" y="27" width="20" height="20" rx="7" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={25 + i * 5} y="28" width="4.6" height={17 - i * 1.5} rx="2.3" transform={`rotate(-18 ${27 + i * 5} 29)`} />
          ))}
        </>,
        SKIN.brown,
      )}
      {outlined(<rect x="24" y="23" width="22" height="6" rx="3" transform="rotate(10 46 26)" />, SKIN.peach)}
    </>
  ),
  'raise-hand': (
    <>
      {openHand(42, 18, { fill: SKIN.brown, s: 0.5, r: 15, spread: 0.5 })}
      {person(26, '#22c55e', { y: 66, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'curly' })}
      {limb('M34 46 L42 18', '#22c55e', 6)}
      <rect x="4" y="50" width="56" height="6" rx="2" fill="#d97706" stroke={INK} strokeWidth="2.25" />
      <path d="M10 56 v8 M54 56 v8" stroke={INK} strokeWidth="3" />
    </>
  ),
  'stop-hand': (
    <>
      <circle cx="32" cy="32" r="28" fill="#ef4444" stroke={INK} strokeWidth="2.5" />
      {openHand(30, 54, { fill: SKIN.light, s: 1.1, spread: 0 })}
    </>
  ),
  promise: (
    <>
      {fistBlock(4, 30, SKIN.tan, '#0ea5e9')}
      {place(60, 44, { r: 180 }, fistBlock(0, 0, SKIN.deep, '#f97316'))}
      {limb('M42 30 h-10 a5 5 0 0 0 0 10', SKIN.deep, 4.5)}
      {limb('M22 44 h10 a5 5 0 0 0 0 -10', SKIN.tan, 4.5)}
      <path d="M32 18 l-6 -6 a3.6 3.6 0 0 1 6 -4 a3.6 3.6 0 0 1 6 4z" fill="#f43f5e" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  team: (
    <>
      {person(12, '#f97316', { s: 0.9, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {person(32, '#16a34a', { s: 0.9, skin: SKIN.light, hair: HAIR.blond, hairStyle: 'long' })}
      {person(52, '#0ea5e9', { s: 0.9, skin: SKIN.tan, hair: HAIR.brown, hairStyle: 'curly' })}
      {limb('M14 42 q6 8 12 2', '#f97316', 4)}
      {limb('M38 42 q-6 8 -12 2', '#16a34a', 4)}
      {limb('M34 42 q6 8 12 2', '#16a34a', 4)}
      {limb('M58 42 q-6 8 -12 2', '#0ea5e9', 4)}
    </>
  ),
  family: (
    <>
      {person(22, '#2563eb', { s: 1.25, skin: SKIN.brown, hair: HAIR.grey, hairStyle: 'short' })}
      {person(48, '#f59e0b', { s: 0.8, skin: SKIN.brown, hair: HAIR.black, hairStyle: 'curly' })}
      {limb('M31 40 L38 47', '#2563eb', 5)}
      {limb('M42 44 L38 47', '#f59e0b', 4)}
      <circle cx="38" cy="47" r="3" fill={SKIN.brown} stroke={INK} strokeWidth="2" />
    </>
  ),
  teacher: (
    <>
      <rect x="24" y="6" width="36" height="28" rx="2" fill="#15803d" stroke="#92400e" strokeWidth="3.5" />
      <path
        d="M30 26 l6 -10 l6 10z M46 14 h8 v8 h-8z M45 28 q4 -3 9 0"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {person(14, '#7c3aed', { s: 1.15, skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {limb('M21 36 L28 28', '#7c3aed', 5)}
      <path d="M28 28 L38 20" stroke="#92400e" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="28" cy="28" r="3" fill={SKIN.deep} stroke={INK} strokeWidth="2" />
    </>
  ),
  helper: (
    <>
      {person(18, '#0ea5e9', { skin: SKIN.tan, hair: HAIR.black, hairStyle: 'long' })}
      {limb('M50 54 h12', '#334155', 5)}
      {outlined(<rect x="42" y="38" width="13" height="18" rx="6" />, '#a855f7')}
      {place(48, 30, {}, head({ skin: SKIN.peach, hair: HAIR.ginger, hairStyle: 'short' }))}
      {limb('M44 44 L37 38', '#a855f7', 4)}
      {limb('M25 38 L35 38', '#0ea5e9', 5)}
      <circle cx="36" cy="38" r="3.4" fill={SKIN.tan} stroke={INK} strokeWidth="2" />
      <path d="M4 58 h56" stroke="#84cc16" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  hug: (
    <>
      {person(24, '#f97316', { skin: SKIN.peach, hair: HAIR.brown, hairStyle: 'curly' })}
      {person(40, '#14b8a6', { skin: SKIN.deep, hair: HAIR.black, hairStyle: 'short' })}
      {limb('M18 42 q14 8 28 -2', '#f97316', 5)}
      {limb('M46 40 q-14 10 -26 2', '#14b8a6', 5)}
      <path d="M32 12 l-5 -5 a3 3 0 0 1 5 -3.5 a3 3 0 0 1 5 3.5z" fill="#f43f5e" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  alone: (
    <>
      <path d="M4 58 h56" stroke="#84cc16" strokeWidth="4" strokeLinecap="round" />
      {outlined(<rect x="21" y="32" width="22" height="20" rx="8" />, '#0d9488')}
      {outlined(
        <>
          <rect x="21" y="39" width="10.5" height="17" rx="5" />
          <rect x="32.5" y="39" width="10.5" height="17" rx="5" />
        </>,
        '#2563eb',
      )}
      <ellipse cx="26" cy="57" rx="5" ry="3" fill={INK} />
      <ellipse cx="38" cy="57" rx="5" ry="3" fill={INK} />
      {limb('M21 43 q11 8 22 0', '#0d9488', 4.5)}
      {place(32, 21, {}, head({ skin: SKIN.light, hair: HAIR.blond, hairStyle: 'short', mood: 'sad' }))}
    </>
  ),
  share: (
    <>
      {openHand(10, 60, { fill: SKIN.tan, sleeve: '#f97316', s: 0.95, r: 50, spread: 0.3 })}
      {openHand(54, 60, { fill: SKIN.light, sleeve: '#22c55e', s: 0.95, r: -50, flip: true, spread: 0.3 })}
      <circle cx="32" cy="28" r="15" fill="#d97706" stroke={INK} strokeWidth="2.5" />
      <path d="M26 22 h.1 M36 20 h.1 M38 32 h.1 M27 33 h.1 M32 27 h.1" stroke="#451a03" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  wheelchair: (
    <>
      <circle cx="28" cy="46" r="15" fill="none" stroke={INK} strokeWidth="3.5" />
      <path d="M28 32 v28 M14 46 h28 M18 36 l20 20 M38 36 l-20 20" stroke="#94a3b8" strokeWidth="1.5" />
      <circle cx="50" cy="58" r="4" fill="#fff" stroke={INK} strokeWidth="2.5" />
      <path
        d="M14 20 v24 h28 l8 10 M42 44 v-2"
        stroke="#2563eb"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {limb('M26 40 h14 l4 10', '#334155', 6)}
      {limb('M25 29 L37 36', '#eab308', 4)}
      {outlined(<rect x="18" y="22" width="14" height="20" rx="6" />, '#eab308')}
      <circle cx="37" cy="37" r="3" fill={SKIN.tan} stroke={INK} strokeWidth="2" />
      {place(26, 13, {}, head({ skin: SKIN.tan, hair: HAIR.brown, hairStyle: 'long' }))}
    </>
  ),
  smile: face('#fde047', <path d="M20 38 q12 12 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />),
  frown: face('#93c5fd', <path d="M20 46 q12 -10 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />),
  laugh: face(
    '#fde047',
    <>
      <path d="M17 36 h30 q0 16 -15 16 q-15 0 -15 -16z" fill={INK} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M24 46 q8 -6 16 0 q-8 8 -16 0z" fill="#f87171" />
    </>,
    EYES.shut,
  ),
  cry: (
    <>
      {face('#bfdbfe', <path d="M22 48 q10 -9 20 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />, EYES.shut)}
      {tear(20, 32)}
      {tear(44, 32)}
    </>
  ),
  cross: face(
    '#f87171',
    <>
      <path d="M14 17 l13 7 M50 17 l-13 7" stroke={INK} strokeWidth="3.5" strokeLinecap="round" />
      <path d="M22 47 q10 -7 20 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
    </>,
  ),
  scared: (
    <>
      {face(
        '#bbf7d0',
        <>
          <path d="M15 15 q8 -6 14 -2 M49 15 q-8 -6 -14 -2" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
          <ellipse cx="32" cy="45" rx="6" ry="7" fill={INK} />
        </>,
        EYES.wide,
      )}
      {tear(53, 16, '#7dd3fc')}
    </>
  ),
  calm: face('#a7f3d0', <path d="M25 42 q7 5 14 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />, EYES.closed),
  worried: (
    <>
      {face(
        '#fde68a',
        <>
          <path d="M15 21 l11 -5 M49 21 l-11 -5" stroke={INK} strokeWidth="3" strokeLinecap="round" />
          <path d="M20 47 q6 -4 12 0 q6 4 12 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M26 41 h12 v4 q-6 4 -12 0z M32 41 v5" fill="#fff" stroke={INK} strokeWidth="1.8" strokeLinejoin="round" />
        </>,
      )}
      {tear(52, 18, '#7dd3fc')}
    </>
  ),
  proud: (
    <>
      <path d="M22 40 l8 14 M42 40 l-8 14" stroke="#2563eb" strokeWidth="6" />
      {place(
        32,
        24,
        { s: 0.72, r: -10 },
        place(
          -32,
          -32,
          {},
          face('#fdba74', <path d="M22 40 q10 9 20 0" stroke={INK} strokeWidth="3.5" fill="none" strokeLinecap="round" />, EYES.closed),
        ),
      )}
      <circle cx="32" cy="54" r="8" fill="#facc15" stroke={INK} strokeWidth="2.25" />
      <path d="M32 49 l1.5 3 3.4 .5 -2.5 2.3 .6 3.3 -3 -1.6 -3 1.6 .6 -3.3 -2.5 -2.3 3.4 -.5z" fill="#f59e0b" />
    </>
  ),
  tired: (
    <>
      {face(
        '#c7d2fe',
        <ellipse cx="32" cy="45" rx="7" ry="9" fill={INK} />,
        <path d="M16 28 q6.5 3 13 0 M35 28 q6.5 3 13 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />,
      )}
      <path d="M17 23 l4 1.5 M47 23 l-4 1.5" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  shout: (
    <>
      {place(
        27,
        32,
        { s: 0.86 },
        place(
          -32,
          -32,
          {},
          face(
            '#fb923c',
            <>
              <path d="M16 34 q16 -4 32 0 q0 20 -16 20 q-16 0 -16 -20z" fill={INK} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
              <path d="M24 49 q8 -6 16 0 q-8 6 -16 0z" fill="#f87171" />
            </>,
            <path
              d="M16 20 l9 5 l-9 5 M48 20 l-9 5 l9 5"
              stroke={INK}
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />,
          ),
        ),
      )}
      {motion('M55 22 l6 -4 M56 32 h7 M55 42 l6 4', INK)}
    </>
  ),
  quiet: (
    <>
      {face('#c4b5fd', <ellipse cx="32" cy="44" rx="6" ry="4" fill="#f472b6" stroke={INK} strokeWidth="2.5" />)}
      {fist(27, 68, { fill: SKIN.tan, finger: true, s: 0.85 })}
    </>
  ),
  bored: (
    <>
      {place(
        32,
        28,
        { s: 0.82 },
        place(
          -32,
          -32,
          {},
          face(
            '#cbd5e1',
            <path d="M26 43 h13" stroke={INK} strokeWidth="3" strokeLinecap="round" />,
            // Half-shut eyes: heavy lids over the pupils.
            <>
              <path d="M16 25 h13 M35 25 h13" stroke={INK} strokeWidth="3" strokeLinecap="round" />
              <path d="M18 25 a5 4 0 0 0 10 0z M36 25 a5 4 0 0 0 10 0z" fill={INK} />
            </>,
          ),
        ),
      )}
      {/* the chin propped on a hand */}
      {limb('M34 58 L40 66', '#64748b', 7)}
      {outlined(<rect x="22" y="49" width="22" height="10" rx="5" />, SKIN.tan)}
      <path d="M28 53 v6 M33 53 v6 M38 53 v6" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  nervous: (
    <>
      {face(
        '#fef08a',
        <>
          <path d="M15 20 l11 -5 M49 20 l-11 -5" stroke={INK} strokeWidth="3" strokeLinecap="round" />
          <path
            d="M19 45 q3.25 -4 6.5 0 q3.25 4 6.5 0 q3.25 -4 6.5 0 q3.25 4 6.5 0"
            stroke={INK}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </>,
      )}
      {tear(12, 10, '#7dd3fc')}
      {motion('M2 30 q3 3 0 6 M62 30 q-3 3 0 6', '#94a3b8')}
    </>
  ),
  confident: place(
    32,
    32,
    { r: -10 },
    place(
      -32,
      -32,
      {},
      face(
        '#fb923c',
        <>
          <path d="M16 19 q6 -4 12 -1 M36 18 q6 -3 12 1" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M18 38 q14 14 28 0" stroke={INK} strokeWidth="3.5" fill="none" strokeLinecap="round" />
          <path d="M16 37 l4 2 M48 37 l-4 2" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
        </>,
      ),
    ),
  ),
  inspired: (
    <>
      {place(
        32,
        40,
        { s: 0.72 },
        place(
          -32,
          -32,
          {},
          face(
            '#fde047',
            <path d="M20 39 q12 11 24 0" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />,
            <>
              {[23, 41].map((cx) => (
                <g key={cx}>
                  <circle cx={cx} cy="27" r="6" fill="#fff" stroke={INK} strokeWidth="2" />
                  <circle cx={cx} cy="28" r="3.5" fill={INK} />
                  <circle cx={cx + 1.5} cy="26" r="1.6" fill="#fff" />
                </g>
              ))}
            </>,
          ),
        ),
      )}
      {motion('M32 1 v3 M20 5 l2 2.5 M44 5 l-2 2.5', '#f59e0b')}
      <path d="M28 18 q0 -3 -3 -6 a8 8 0 1 1 14 0 q-3 3 -3 6z" fill="#fde047" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <rect x="28" y="18" width="8" height="4" rx="1.5" fill="#9ca3af" stroke={INK} strokeWidth="1.8" />
    </>
  ),
  excited: (
    <>
      {face(
        '#fcd34d',
        <>
          <path d="M15 14 q8 -6 14 -1 M49 14 q-8 -6 -14 -1" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M18 37 h28 q0 16 -14 16 q-14 0 -14 -16z" fill={INK} stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M22 38 h20 v3 h-20z" fill="#fff" />
          <path d="M25 48 q7 -5 14 0 q-7 5 -14 0z" fill="#f87171" />
        </>,
        // Eyes wide open and shining: bright, not frightened.
        <>
          {[23, 41].map((cx) => (
            <g key={cx}>
              <circle cx={cx} cy="26" r="5.5" fill="#fff" stroke={INK} strokeWidth="2" />
              <circle cx={cx} cy="27" r="3.5" fill={INK} />
              <circle cx={cx + 1.4} cy="25.2" r="1.4" fill="#fff" />
            </g>
          ))}
        </>,
      )}
      {/* bouncing: lines below and sparkles beside */}
      {motion('M20 61 q-2 2 -4 2 M44 61 q2 2 4 2', '#f97316')}
      {motion('M4 14 l4 3 M2 26 h5 M60 14 l-4 3 M62 26 h-5', '#f59e0b')}
    </>
  ),
  disappointed: (
    <>
      {face(
        '#a5b4fc',
        <>
          <path d="M15 21 q6 -4 12 -4 M49 21 q-6 -4 -12 -4" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M23 46 q9 -3 18 1" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
        </>,
        // Eyes cast down to the ground.
        <>
          {[23, 41].map((cx) => (
            <g key={cx}>
              <circle cx={cx} cy="28" r="5" fill="#fff" stroke={INK} strokeWidth="2" />
              <circle cx={cx} cy="30.5" r="2.8" fill={INK} />
            </g>
          ))}
        </>,
      )}
    </>
  ),
  embarrassed: (
    <>
      {face(
        '#fde68a',
        <>
          <ellipse cx="15" cy="38" rx="6" ry="4" fill="#f87171" opacity="0.75" />
          <ellipse cx="49" cy="38" rx="6" ry="4" fill="#f87171" opacity="0.75" />
          <path d="M12 36 l2 -3 M16 37 l2 -3 M46 37 l2 -3 M50 36 l2 -3" stroke="#b91c1c" strokeWidth="1.5" strokeLinecap="round" />
          <path d="M15 18 q7 -3 13 1 M36 19 q6 -4 13 -1" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
          {/* a small, shy smile off to one side */}
          <path d="M28 45 q6 4 11 -1" stroke={INK} strokeWidth="3" fill="none" strokeLinecap="round" />
        </>,
        // Eyes glancing away to the side.
        <>
          {[23, 41].map((cx) => (
            <g key={cx}>
              <circle cx={cx} cy="27" r="5" fill="#fff" stroke={INK} strokeWidth="2" />
              <circle cx={cx + 2.5} cy="27" r="2.8" fill={INK} />
            </g>
          ))}
        </>,
      )}
    </>
  ),
  friends: (
    <>
      {person(20, '#f97316', { skin: SKIN.tan, hair: HAIR.black, hairStyle: 'curly' })}
      {person(44, '#7c3aed', { skin: SKIN.light, hair: HAIR.ginger, hairStyle: 'long' })}
    </>
  ),
  ear: (
    <>
      <path
        d="M22 24 C20 8 46 2 48 22 C49 34 40 38 39 46 C38 56 26 60 22 52 C20 48 25 46 27 42 C29 36 23 34 22 24z"
        fill={SKIN.peach}
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M29 25 C29 15 41 14 41 23 C41 29 34 31 33 37" stroke={INK} strokeWidth="2.25" fill="none" strokeLinecap="round" />
      {motion('M14 22 q-4 6 0 12 M8 18 q-6 10 0 20', '#8b5cf6')}
    </>
  ),
  eyes: (
    <>
      {[0, 28].map((dx) => (
        <g key={dx} transform={`translate(${dx} 0)`}>
          <path d="M5 34 q13 -16 26 0 q-13 16 -26 0z" fill="#fff" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
          <circle cx="22" cy="34" r="6" fill="#0ea5e9" stroke={INK} strokeWidth="1.5" />
          <circle cx="23" cy="34" r="3" fill={INK} />
          <circle cx="21" cy="32" r="1.3" fill="#fff" />
          <path d="M7 20 q11 -7 22 0" stroke={INK} strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </g>
      ))}
    </>
  ),
  nose: (
    <>
      <path
        d="M28 6 C28 22 17 32 17 41 C17 49 25 51 32 47 C39 51 47 49 47 41 C47 32 36 22 36 6"
        fill={SKIN.tan}
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <ellipse cx="26" cy="43" rx="3" ry="2" fill={INK} />
      <ellipse cx="38" cy="43" rx="3" ry="2" fill={INK} />
      {motion('M10 62 q-4 -4 0 -8 q4 -4 0 -8 M54 62 q-4 -4 0 -8 q4 -4 0 -8 M32 62 q-3 -3 0 -6', '#a855f7')}
    </>
  ),
  breath: (
    <>
      {place(22, 32, { s: 0.7 }, place(-32, -32, {}, face('#bae6fd', <circle cx="32" cy="44" r="5" fill={INK} />, EYES.closed)))}
      <circle cx="13" cy="38" r="3.5" fill="#f9a8d4" />
      <circle cx="31" cy="38" r="3.5" fill="#f9a8d4" />
      <path
        d="M30 41 h20 a5 5 0 1 0 -5 -5 M30 47 h26 a5 5 0 1 1 -5 5"
        stroke="#38bdf8"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  brain: (
    <>
      {limb('M38 46 l3 12', '#f472b6', 6)}
      <path
        d="M14 38 C6 34 8 22 16 20 C16 12 26 8 32 12 C38 6 50 10 50 18 C58 20 60 32 54 36 C56 44 46 50 40 46 C36 52 26 52 24 46 C16 50 10 44 14 38z"
        fill="#f9a8d4"
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M32 12 v12 M20 24 q6 4 12 0 M41 20 q-3 6 3 10 M22 35 q6 -5 11 1 M45 39 q-4 -5 -10 -1 M16 30 q-2 4 0 8"
        stroke="#be185d"
        strokeWidth="2.25"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  muscle: (
    <>
      {outlined(
        <>
          <rect x="-6" y="40" width="44" height="16" rx="8" />
          <ellipse cx="26" cy="39" rx="13" ry="11" />
          <rect x="38" y="18" width="14" height="36" rx="7" transform="rotate(14 45 48)" />
          <rect x="37" y="3" width="21" height="21" rx="9" />
        </>,
        SKIN.brown,
      )}
      <path d="M44 9 h10 M44 15 h10" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      {outlined(<rect x="-6" y="36" width="16" height="24" rx="2" />, '#ef4444')}
      {motion('M18 22 l-3 -5 M26 19 v-6 M34 22 l3 -5', '#f59e0b')}
    </>
  ),
  heart: HEART,
  heartbeat: (
    <>
      {HEART}
      {limb('M4 36 h14 l4 -8 l6 14 l6 -22 l5 16 h25', '#fff', 3)}
    </>
  ),
  thought: (
    <>
      {outlined(cloudShape, '#fff')}
      {outlined(
        <>
          <circle cx="22" cy="48" r="3.5" />
          <circle cx="15" cy="55" r="2.2" />
        </>,
        '#fff',
      )}
      <path d="M24 26 h.1 M32 26 h.1 M40 26 h.1" stroke="#a78bfa" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  lightbulb: (
    <>
      {motion('M32 2 v5 M10 12 l4 4 M54 12 l-4 4 M4 30 h5 M60 30 h-5', '#f59e0b')}
      <path d="M24 44 q0 -6 -5 -11 a16 16 0 1 1 26 0 q-5 5 -5 11z" fill="#fde047" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M28 44 v-8 l2 -3 l2 3 l2 -3 l2 3 v8" stroke="#f59e0b" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <rect x="23" y="44" width="18" height="12" rx="3" fill="#9ca3af" stroke={INK} strokeWidth="2.25" />
      <path d="M23 50 h18 M28 56 q4 5 8 0" stroke={INK} strokeWidth="2" fill="none" />
    </>
  ),
  question: (
    <>
      {limb('M20 22 a12 12 0 1 1 17 11 q-5 2 -5 8 v3', '#8b5cf6', 8)}
      {outlined(<circle cx="32" cy="55" r="5" />, '#8b5cf6')}
    </>
  ),
};

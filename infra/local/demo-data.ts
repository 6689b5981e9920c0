import type { RosterRow } from '@domain/roster-row.js';
import type { SchoolRole } from '../../functions/admins/admin-roles.js';
import type { Influencer } from '../../functions/modules/influencers-repository.js';

/** The demo school, seeded on the first start and listed in docs/local-cloud.md. */
export const DEMO_STUDENTS: RosterRow[] = [
  {
    school_identifier: 'DEMO',
    username: 'waw.student',
    password: 'let-me-play-1',
    first_name: 'Maya',
    last_name: 'Rivers',
    class_id: 'demo-class-1',
    grade: 'WAW',
    modules: ['RESPA', 'INROCK'],
  },
  {
    school_identifier: 'DEMO',
    username: 'waw.friend',
    password: 'let-me-play-2',
    first_name: 'Leo',
    last_name: 'Park',
    class_id: 'demo-class-1',
    grade: 'WAW',
    modules: ['RESPA'],
  },
  {
    school_identifier: 'DEMO',
    username: 'other.student',
    password: 'let-me-play-3',
    first_name: 'Nia',
    last_name: 'Stone',
    class_id: 'demo-class-2',
    grade: 'K2',
    modules: ['RESPA'],
  },
  // A second school, so the local cloud shows that each school's admins see only their own.
  {
    school_identifier: 'OAK',
    username: 'oak.reader',
    password: 'let-me-play-4',
    first_name: 'Ava',
    last_name: 'Green',
    class_id: 'oak-class-1',
    grade: 'WAW',
    modules: ['RESPA'],
  },
  {
    school_identifier: 'OAK',
    username: 'oak.climber',
    password: 'let-me-play-5',
    first_name: 'Sam',
    last_name: 'Ortiz',
    class_id: 'oak-class-2',
    grade: 'WAW',
    modules: ['INROCK'],
  },
];

/** The demo admins, made on every start if missing: one per school, and a district admin, who alone edits content. */
export const DEMO_ADMINS: ReadonlyArray<{ email: string; schools: string[]; roles: SchoolRole[]; district: boolean }> = [
  { email: 'admin@demo.school', schools: ['DEMO'], roles: ['admin'], district: false },
  { email: 'admin@oak.school', schools: ['OAK'], roles: ['admin'], district: false },
  { email: 'district@demo.school', schools: [], roles: [], district: true },
];

export const DEMO_INFLUENCERS: Influencer[] = [
  { id: 'sunny-sam', name: 'Sunny Sam', video: '/media/influencers/sunny-sam.mp4' },
  { id: 'captain-kit', name: 'Captain Kit', video: '/media/influencers/captain-kit.mp4' },
  { id: 'dj-juniper', name: 'DJ Juniper', video: '/media/influencers/dj-juniper.mp4' },
];

/** Every route of spec section 2, in one place. */
export const paths = {
  login: '/',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  /** not named by the spec: a district admin's schools, their landing page */
  adminDistrict: '/admin/district',
  /** not named by the spec: one school's overview, opened from the district page */
  adminSchool: (school: string) => `/admin/dashboard?${new URLSearchParams({ school }).toString()}`,
  /** not named by the spec: the places of a school's admin area (docs/admin.md) */
  adminClass: (school: string, classId: string) => `/admin/classes/${encodeURIComponent(school)}/${encodeURIComponent(classId)}`,
  adminStudent: (school: string, studentId: string) => `/admin/students/${encodeURIComponent(school)}/${encodeURIComponent(studentId)}`,
  adminInactive: (school: string) => `/admin/inactive/${encodeURIComponent(school)}`,
  adminSearch: (school: string, text: string) => `/admin/search?${new URLSearchParams({ school, q: text }).toString()}`,
  adminRoster: '/admin/roster',
  adminAdmins: '/admin/admins',
  adminProgrammes: '/admin/programmes',
  adminAccount: '/admin/account',
  adminPageEdit: (pageId: string) => `/admin/pages/edit/${encodeURIComponent(pageId)}`,
  /** not named by the spec: a day page's draft played as a child plays it */
  adminPagePreview: (pageId: string) => `/admin/pages/preview/${encodeURIComponent(pageId)}`,
  adminComponents: '/admin/components',
  /** not named by the spec: printing and stopping sign-in cards */
  adminCards: '/admin/cards',
  /** not named by the spec: a programme's teacher guide and a day's note for home */
  adminGuide: (character: string) => `/admin/guides/${encodeURIComponent(character)}`,
  adminHomeNote: (character: string, day: number) => `/admin/guides/${encodeURIComponent(character)}/home/${day}`,
  home: '/home',
  modules: '/modules',
  module: (character: string) => `/modules/${encodeURIComponent(character)}`,
  day: (character: string, day: number) => `/modules/${encodeURIComponent(character)}/${day}`,
  step: (character: string, day: number, step: (typeof DAY_STEPS)[number]) => `/modules/${encodeURIComponent(character)}/${day}/${step}`,
  reviewLearn: (character: string, day: number) => `/review/learn/${encodeURIComponent(character)}/${day}`,
  reviewPractice: (character: string, day: number) => `/review/practice/${encodeURIComponent(character)}/${day}`,
  welcome: '/welcome',
  rewards: '/rewards',
  review: '/review',
  photos: '/photos',
  settings: '/settings',
  shop: '/shop',
  /** not named by the spec: the sticker board */
  stickers: '/stickers',
} as const;

/** The steps of a day, each its own route under /modules/{character}/{day}/. */
export const DAY_STEPS = ['emotion', 'sing', 'learn', 'practice', 'followthebeat', 'celebrate', 'screening'] as const;

import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { RequireStudent } from '../features/auth/require-student';
import { NewVersionGate } from './new-version-gate';
import { DAY_STEPS } from './paths';

export const loadLoginPage = () => import('../features/auth/login-page');
const LoginPage = lazy(loadLoginPage);
// The signed-in shell (settings, the modules' rules behind them) loads with the first signed-in screen, not on /.
const loadSignedInLayout = () => import('../components/signed-in-layout');
const SignedInLayout = lazy(loadSignedInLayout);
const HomePage = lazy(() => import('../features/home/home-page'));
const ModulesPage = lazy(() => import('../features/modules/modules-page'));
const ModuleDaysPage = lazy(() => import('../features/modules/module-days-page'));
const DayPage = lazy(() => import('../features/play/day-page'));
const STEP_CODE = {
  emotion: () => import('../features/play/emotion-step'),
  sing: () => import('../features/play/sing-step'),
  learn: () => import('../features/play/learn-step'),
  practice: () => import('../features/play/practice-step'),
  followthebeat: () => import('../features/play/beat-step'),
  celebrate: () => import('../features/play/celebrate-step'),
  screening: () => import('../features/play/screening-step'),
} satisfies Record<(typeof DAY_STEPS)[number], () => Promise<unknown>>;
const EmotionStep = lazy(STEP_CODE.emotion);
const SingStep = lazy(STEP_CODE.sing);
const LearnStep = lazy(STEP_CODE.learn);
const PracticeStep = lazy(STEP_CODE.practice);
const BeatStep = lazy(STEP_CODE.followthebeat);
const CelebrateStep = lazy(STEP_CODE.celebrate);
const ScreeningStep = lazy(STEP_CODE.screening);
const WelcomePage = lazy(() => import('../features/play/welcome-page'));
const ReviewPage = lazy(() => import('../features/play/review-page'));
// The admin shell (its session, passkeys and WebAuthn) loads only on admin routes, never with the child's app.
const AdminLayout = lazy(() => import('../features/admin/admin-layout').then((module) => ({ default: module.AdminLayout })));
const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page'));
const DashboardPage = lazy(() => import('../features/admin/dashboard-page'));
const PageEditorPage = lazy(() => import('../features/admin/page-editor-page'));
const ComponentsPage = lazy(() => import('../features/admin/components-page'));
const CardsPage = lazy(() => import('../features/cards/cards-page'));
const ShopPage = lazy(() => import('../features/shop/shop-page'));
const RewardsPage = lazy(() => import('../features/shop/rewards-page'));
const StickersPage = lazy(() => import('../features/stickers/stickers-page'));
const PhotosPage = lazy(() => import('../features/photos/photos-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const NotFoundPage = lazy(() => import('../components/not-found-page'));

/**
 * The code the page being opened needs, fetched while the configuration is (not after it, one screen's chunks
 * after another's): the sign-in page on /, and on a student's deep link (a reload in the middle of a day) the
 * signed-in shell and the day's step.
 */
export const preloadRoute = (pathname: string): void => {
  if (pathname === '/') void loadLoginPage();
  else if (!pathname.startsWith('/admin')) {
    void loadSignedInLayout();
    const step = /^\/modules\/[^/]+\/\d+\/([a-z]+)$/.exec(pathname)?.[1];
    if (step && step in STEP_CODE) void STEP_CODE[step as keyof typeof STEP_CODE]();
  }
};

/**
 * Each route its own Suspense boundary (the key): moving to a page whose code is not loaded yet shows 'Loading...'
 * at once. With one boundary shared by every route, React keeps the old screen up until the new code arrives.
 */
const page = (element: ReactNode, key: string) => (
  <Suspense key={key} fallback={<Loading />}>
    {element}
  </Suspense>
);

const STEP_PAGES: Record<(typeof DAY_STEPS)[number], ReactNode> = {
  emotion: <EmotionStep />,
  sing: <SingStep />,
  learn: <LearnStep />,
  practice: <PracticeStep />,
  followthebeat: <BeatStep />,
  celebrate: <CelebrateStep />,
  screening: <ScreeningStep />,
};

const signedIn: RouteObject[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/modules', element: <ModulesPage /> },
  { path: '/modules/:character', element: <ModuleDaysPage /> },
  { path: '/modules/:character/:day', element: <DayPage /> },
  ...DAY_STEPS.map((step) => ({ path: `/modules/:character/:day/${step}`, element: STEP_PAGES[step] })),
  { path: '/welcome', element: <WelcomePage /> },
  { path: '/rewards', element: <RewardsPage /> },
  { path: '/stickers', element: <StickersPage /> },
  { path: '/review', element: <ReviewPage /> },
  { path: '/review/practice/:character/:day', element: <PracticeStep review /> },
  { path: '/review/learn/:character/:day', element: <LearnStep review /> },
  { path: '/photos', element: <PhotosPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/shop', element: <ShopPage /> },
].map((route) => ({ ...route, element: page(route.element, route.path) }));

const screens: RouteObject[] = [
  { path: '/', element: page(<LoginPage />, '/') },
  { path: '/admin/login', element: page(<AdminLoginPage />, '/admin/login') },
  {
    element: page(<AdminLayout />, 'admin-layout'),
    children: [
      { path: '/admin/dashboard', element: page(<DashboardPage />, '/admin/dashboard') },
      { path: '/admin/pages/edit/:pageId', element: page(<PageEditorPage />, '/admin/pages/edit') },
      { path: '/admin/components', element: page(<ComponentsPage />, '/admin/components') },
      { path: '/admin/cards', element: page(<CardsPage />, '/admin/cards') },
    ],
  },
  {
    element: (
      <RequireStudent>
        <Suspense fallback={<Loading />}>
          <SignedInLayout />
        </Suspense>
      </RequireStudent>
    ),
    children: signedIn,
  },
  { path: '*', element: page(<NotFoundPage />, '*') },
];

/** Every screen, behind the gate where a new deployment takes over between two of them. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <NewVersionGate />
        <Outlet />
      </>
    ),
    children: screens,
  },
];

export const createRouter = () => createBrowserRouter(routes);

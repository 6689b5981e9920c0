import { Suspense, lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { RequireStudent } from '../features/auth/require-student';
import { DAY_STEPS } from './paths';

export const loadLoginPage = () => import('../features/auth/login-page');
const LoginPage = lazy(loadLoginPage);
// The signed-in shell (settings, the modules' rules behind them) loads with the first signed-in screen, not on /.
const SignedInLayout = lazy(() => import('../components/signed-in-layout'));
const HomePage = lazy(() => import('../features/home/home-page'));
const ModulesPage = lazy(() => import('../features/modules/modules-page'));
const ModuleDaysPage = lazy(() => import('../features/modules/module-days-page'));
const DayPage = lazy(() => import('../features/play/day-page'));
const EmotionStep = lazy(() => import('../features/play/emotion-step'));
const SingStep = lazy(() => import('../features/play/sing-step'));
const LearnStep = lazy(() => import('../features/play/learn-step'));
const PracticeStep = lazy(() => import('../features/play/practice-step'));
const BeatStep = lazy(() => import('../features/play/beat-step'));
const CelebrateStep = lazy(() => import('../features/play/celebrate-step'));
const ScreeningStep = lazy(() => import('../features/play/screening-step'));
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

export const routes: RouteObject[] = [
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

export const createRouter = () => createBrowserRouter(routes);

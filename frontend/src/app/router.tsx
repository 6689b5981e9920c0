import { Suspense, lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { SignedInLayout } from '../components/signed-in-layout';
import { RequireStudent } from '../features/auth/require-student';
import { DAY_STEPS } from './paths';

const LoginPage = lazy(() => import('../features/auth/login-page'));
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

const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

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
  { path: '/home', element: page(<HomePage />) },
  { path: '/modules', element: page(<ModulesPage />) },
  { path: '/modules/:character', element: page(<ModuleDaysPage />) },
  { path: '/modules/:character/:day', element: page(<DayPage />) },
  ...DAY_STEPS.map((step) => ({ path: `/modules/:character/:day/${step}`, element: page(STEP_PAGES[step]) })),
  { path: '/welcome', element: page(<WelcomePage />) },
  { path: '/rewards', element: page(<RewardsPage />) },
  { path: '/stickers', element: page(<StickersPage />) },
  { path: '/review', element: page(<ReviewPage />) },
  { path: '/review/practice/:character/:day', element: page(<PracticeStep review />) },
  { path: '/review/learn/:character/:day', element: page(<LearnStep review />) },
  { path: '/photos', element: page(<PhotosPage />) },
  { path: '/settings', element: page(<SettingsPage />) },
  { path: '/shop', element: page(<ShopPage />) },
];

export const routes: RouteObject[] = [
  { path: '/', element: page(<LoginPage />) },
  { path: '/admin/login', element: page(<AdminLoginPage />) },
  {
    element: page(<AdminLayout />),
    children: [
      { path: '/admin/dashboard', element: page(<DashboardPage />) },
      { path: '/admin/pages/edit/:pageId', element: page(<PageEditorPage />) },
      { path: '/admin/components', element: page(<ComponentsPage />) },
      { path: '/admin/cards', element: page(<CardsPage />) },
    ],
  },
  {
    element: (
      <RequireStudent>
        <SignedInLayout />
      </RequireStudent>
    ),
    children: signedIn,
  },
  { path: '*', element: page(<NotFoundPage />) },
];

export const createRouter = () => createBrowserRouter(routes);

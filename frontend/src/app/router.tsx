import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Outlet, createBrowserRouter, matchRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { RequireStudent } from '../features/auth/require-student';
import { NewVersionGate } from './new-version-gate';
import { DAY_STEPS } from './paths';

/** A screen whose code loads when it is first shown (React.lazy), or sooner: `preload` fetches it once, whoever asks. */
type OnDemand<P extends object> = ((props: P) => ReactNode) & { preload: () => Promise<unknown> };

/**
 * React.lazy shows its fallback for a frame even when the code has already arrived: a screen whose code is here
 * (preloaded, or shown before) renders at once instead. A failed load is forgotten, so the next try fetches again.
 */
const onDemand = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Screen = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload });
};

const LoginPage = onDemand(() => import('../features/auth/login-page'));
// The signed-in shell (settings, the modules' rules behind them) loads with the first signed-in screen, not on /.
const SignedInLayout = onDemand(() => import('../components/signed-in-layout'));
const HomePage = onDemand(() => import('../features/home/home-page'));
const ModulesPage = onDemand(() => import('../features/modules/modules-page'));
const ModuleDaysPage = onDemand(() => import('../features/modules/module-days-page'));
const DayPage = onDemand(() => import('../features/play/day-page'));
const EmotionStep = onDemand(() => import('../features/play/emotion-step'));
const SingStep = onDemand(() => import('../features/play/sing-step'));
const LearnStep = onDemand(() => import('../features/play/learn-step'));
const PracticeStep = onDemand(() => import('../features/play/practice-step'));
const BeatStep = onDemand(() => import('../features/play/beat-step'));
const CelebrateStep = onDemand(() => import('../features/play/celebrate-step'));
const ScreeningStep = onDemand(() => import('../features/play/screening-step'));
const WelcomePage = onDemand(() => import('../features/play/welcome-page'));
const ReviewPage = onDemand(() => import('../features/play/review-page'));
// The admin shell (its session, passkeys and WebAuthn) loads only on admin routes, never with the child's app.
const AdminLayout = onDemand<object>(() => import('../features/admin/admin-layout').then((module) => ({ default: module.AdminLayout })));
const AdminLoginPage = onDemand(() => import('../features/admin/admin-login-page'));
const DashboardPage = onDemand(() => import('../features/admin/dashboard-page'));
const DistrictPage = onDemand(() => import('../features/admin/district-page'));
const ClassPage = onDemand(() => import('../features/admin/class-page'));
const InactivePage = onDemand(() => import('../features/admin/inactive-page'));
const StudentPage = onDemand(() => import('../features/admin/student-page'));
const SearchPage = onDemand(() => import('../features/admin/search-page'));
const RosterPage = onDemand(() => import('../features/admin/roster-page'));
const AdminsPage = onDemand(() => import('../features/admin/admins-page'));
const ProgrammesPage = onDemand(() => import('../features/admin/programmes-page'));
const AccountPage = onDemand(() => import('../features/admin/account-page'));
const PageEditorPage = onDemand(() => import('../features/admin/page-editor-page'));
const PagePreviewPage = onDemand(() => import('../features/admin/page-preview-page'));
const ComponentsPage = onDemand(() => import('../features/admin/components-page'));
const CardsPage = onDemand(() => import('../features/cards/cards-page'));
const GuidePage = onDemand(() => import('../features/guides/guide-page'));
const HomeNotePage = onDemand(() => import('../features/guides/home-note-page'));
const ShopPage = onDemand(() => import('../features/shop/shop-page'));
const RewardsPage = onDemand(() => import('../features/shop/rewards-page'));
const StickersPage = onDemand(() => import('../features/stickers/stickers-page'));
const PhotosPage = onDemand(() => import('../features/photos/photos-page'));
const SettingsPage = onDemand(() => import('../features/settings/settings-page'));
const NotFoundPage = onDemand(() => import('../components/not-found-page'));

/**
 * A route's screen in its own Suspense boundary (the key): moving to a screen whose code is not loaded yet shows
 * 'Loading...' at once. With one boundary shared by every route, React keeps the old screen up until the new code
 * arrives. The route's handle says how to fetch that code, for preloadRoute.
 */
const route = <P extends object>(path: string | undefined, Screen: OnDemand<P>, props: P, key = path ?? ''): NonIndexRouteObject => ({
  path,
  element: (
    <Suspense key={key} fallback={<Loading />}>
      <Screen {...props} />
    </Suspense>
  ),
  handle: { preload: Screen.preload },
});

const STEP_SCREENS: Record<(typeof DAY_STEPS)[number], OnDemand<{ review?: boolean }>> = {
  emotion: EmotionStep,
  sing: SingStep,
  learn: LearnStep,
  practice: PracticeStep,
  followthebeat: BeatStep,
  celebrate: CelebrateStep,
  screening: ScreeningStep,
};

const signedIn: RouteObject[] = [
  route('/home', HomePage, {}),
  route('/modules', ModulesPage, {}),
  route('/modules/:character', ModuleDaysPage, {}),
  route('/modules/:character/:day', DayPage, {}),
  ...DAY_STEPS.map((step) => route(`/modules/:character/:day/${step}`, STEP_SCREENS[step], {})),
  route('/welcome', WelcomePage, {}),
  route('/rewards', RewardsPage, {}),
  route('/stickers', StickersPage, {}),
  route('/review', ReviewPage, {}),
  route('/review/practice/:character/:day', PracticeStep, { review: true }),
  route('/review/learn/:character/:day', LearnStep, { review: true }),
  route('/photos', PhotosPage, {}),
  route('/settings', SettingsPage, {}),
  route('/shop', ShopPage, {}),
];

const screens: RouteObject[] = [
  route('/', LoginPage, {}),
  route('/admin/login', AdminLoginPage, {}),
  {
    ...route(undefined, AdminLayout, {}, 'admin-layout'),
    children: [
      route('/admin/dashboard', DashboardPage, {}),
      route('/admin/district', DistrictPage, {}),
      route('/admin/classes/:school/:classId', ClassPage, {}, '/admin/classes'),
      route('/admin/students/:school/:studentId', StudentPage, {}, '/admin/students'),
      route('/admin/inactive/:school', InactivePage, {}, '/admin/inactive'),
      route('/admin/search', SearchPage, {}),
      route('/admin/roster', RosterPage, {}),
      route('/admin/admins', AdminsPage, {}),
      route('/admin/programmes', ProgrammesPage, {}),
      route('/admin/account', AccountPage, {}),
      route('/admin/pages/edit/:pageId', PageEditorPage, {}, '/admin/pages/edit'),
      route('/admin/pages/preview/:pageId', PagePreviewPage, {}, '/admin/pages/preview'),
      route('/admin/components', ComponentsPage, {}),
      route('/admin/cards', CardsPage, {}),
      route('/admin/guides/:character', GuidePage, {}, '/admin/guides'),
      route('/admin/guides/:character/home/:day', HomeNotePage, {}, '/admin/guides/home'),
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
    handle: { preload: SignedInLayout.preload },
    children: signedIn,
  },
  route('*', NotFoundPage, {}),
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

/**
 * The code of every screen the page being opened shows (a reload in the middle of a day: the signed-in shell and
 * the step), fetched while the configuration is. The start waits for it, so the first paint is the screen itself,
 * not 'Loading...', then a spinner, then the screen. A failed fetch is left to the screen's own boundary.
 */
export const preloadRoute = (pathname: string): Promise<unknown> =>
  Promise.all(
    (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
      const handle = route.handle as { preload?: () => Promise<unknown> } | undefined;
      return handle?.preload ? [handle.preload()] : [];
    }),
  ).catch(() => undefined);

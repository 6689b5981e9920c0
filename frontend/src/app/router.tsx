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
const ComingSoonPage = lazy(() => import('../features/placeholder/coming-soon-page'));
const NotFoundPage = lazy(() => import('../components/not-found-page'));

const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;
const soon = (title: string, admin = false) => page(<ComingSoonPage title={title} admin={admin} />);

/** Screens the programme, shop and admin issues fill in; each is reachable now and says so. */
const STEP_TITLES: Record<(typeof DAY_STEPS)[number], string> = {
  emotion: 'How do you feel?',
  sing: 'Sing',
  learn: 'Learn',
  practice: 'Practice',
  followthebeat: 'Follow the beat',
  celebrate: 'Celebrate',
  screening: 'Quick quiz',
};

const signedIn: RouteObject[] = [
  { path: '/home', element: page(<HomePage />) },
  { path: '/modules', element: page(<ModulesPage />) },
  { path: '/modules/:character', element: page(<ModuleDaysPage />) },
  { path: '/modules/:character/:day', element: soon('Your day') },
  ...DAY_STEPS.map((step) => ({ path: `/modules/:character/:day/${step}`, element: soon(STEP_TITLES[step]) })),
  { path: '/welcome', element: soon('Welcome') },
  { path: '/rewards', element: soon('My rewards') },
  { path: '/review', element: soon('Play again') },
  { path: '/review/practice/:character/:day', element: soon('Practice again') },
  { path: '/review/learn/:character/:day', element: soon('Learn again') },
  { path: '/photos', element: soon('My videos') },
  { path: '/settings', element: soon('Settings') },
  { path: '/shop', element: soon('Shop') },
];

export const routes: RouteObject[] = [
  { path: '/', element: page(<LoginPage />) },
  { path: '/admin/login', element: soon('Admin sign-in', true) },
  { path: '/admin/dashboard', element: soon('Admin dashboard', true) },
  { path: '/admin/pages/edit/:pageId', element: soon('Edit a page', true) },
  { path: '/admin/components', element: soon('Components', true) },
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

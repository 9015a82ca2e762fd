import { createElement, lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, type Location } from 'react-router';
import { useIsMobile } from '../lib/media';
import { markPageShown } from '../lib/page-shown';
import { guard } from './guard';
import { backgroundOf } from './layers';
import { Layout } from './layouts/Layout';
import { RouteHead } from './RouteHead';
import { ROUTES, type RouteDef } from './routes';

// One lazy component per chunk loader (the eight static pages share one), made once.
const lazyByLoader = new Map<RouteDef['load'], LazyExoticComponent<ComponentType>>();
for (const route of ROUTES) if (!lazyByLoader.has(route.load)) lazyByLoader.set(route.load, lazy(route.load));
const componentOf = (route: RouteDef) => lazyByLoader.get(route.load) as LazyExoticComponent<ComponentType>;

const known = (pathname: string) => ROUTES.some((r) => matchPath(r.path, pathname));
const routeOf = (pathname: string) => ROUTES.find((r) => matchPath(r.path, pathname));

/** Beside a route's content, in its Suspense boundary: its effect runs once that content commits. */
function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

function Guarded({ route, pathname }: { route: RouteDef; pathname: string }) {
  const mobile = useIsMobile();
  const redirect = guard(pathname, { mobile }, known);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      {createElement(componentOf(route))}
      <PageShown />
    </>
  );
}

/**
 * The routes of spec §2. Pages render at the background location while a top layer (promotion or
 * position detail) is open, so the page beneath keeps its state and scroll; unknown paths go home.
 */
export function AppRoutes() {
  const location = useLocation();
  const mobile = useIsMobile();
  const background = backgroundOf(location, mobile);
  const pageLocation = useMemo(
    () => (background ? ({ ...location, ...background, state: null, key: 'background' } as Location) : location),
    [background, location],
  );
  const pageRoute = routeOf(pageLocation.pathname);
  const layerRoute = background ? routeOf(location.pathname) : undefined;
  const pages = ROUTES.filter((r) => !r.layer);
  const layers = ROUTES.filter((r) => r.layer);
  return (
    <>
      <RouteHead route={layerRoute ?? pageRoute} />
      <Layout name={pageRoute?.layout}>
        <Suspense fallback={null}>
          <Routes location={pageLocation}>
            {pages.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={<Guarded route={route} pathname={pageLocation.pathname} />}
              />
            ))}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </Layout>
      {background && (
        <Suspense fallback={null}>
          <Routes>
            {layers.map((route) => {
              return <Route key={route.path} path={route.path} element={createElement(componentOf(route))} />;
            })}
          </Routes>
        </Suspense>
      )}
    </>
  );
}

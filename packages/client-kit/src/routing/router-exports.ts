/**
 * Every react-router-dom export the shell and the remotes use: the router module the shell provides to the remotes
 * (Module Federation share key 'react-router-dom') is this one. react-router keeps nearly all of itself in one
 * 377 KB module (the data routers, framework mode, server rendering), so providing the whole package kept all of it
 * in the shell's first chunks, `/` included (45 KB gzip); with the list it is shaken to what these names reach
 * (docs/performance.md, issue 16). A build fails when an app imports from 'react-router-dom' a value that is not
 * listed here (SharedExportsPlugin); type-only imports need nothing.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';

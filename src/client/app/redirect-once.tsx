import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the location once. react-router's <Navigate> navigates on every render, and
 * Ionic keeps left pages mounted: a login page kept under the dashboard would bounce
 * every later link click back to its target.
 */
export function RedirectOnce({ to }: { to: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

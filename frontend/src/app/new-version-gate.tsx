import { useEffect, useRef } from 'react';
import { createPath, useBlocker } from 'react-router-dom';
import { openUnderNewVersion, runTakeover, takeoverDue } from '../lib/new-version';

/**
 * Holds a move while a new deployment takes over, then opens the next screen under it with a full page load. The
 * screen the child left stays up meanwhile, and nothing of the next one is fetched through the old worker (a fetch
 * while the old worker is being replaced can hold the new one back for minutes). When the new version did not take
 * over, the move goes on as usual. A second tap while a move is held only changes where the move goes.
 */
export const NewVersionGate = () => {
  const blocker = useBlocker(takeoverDue);
  const latest = useRef(blocker);
  const holding = useRef(false);
  useEffect(() => {
    latest.current = blocker;
    if (blocker.state !== 'blocked' || holding.current) return;
    holding.current = true;
    void runTakeover().then((tookOver) => {
      holding.current = false;
      const held = latest.current;
      if (held.state !== 'blocked') return;
      if (tookOver) openUnderNewVersion(createPath(held.location));
      else held.proceed();
    });
  }, [blocker]);
  return null;
};

import {
  Activity,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { IslandContext } from '../../islands/island-context';
import { nearNow } from '../../islands/near';
import { whenIdle } from '../../islands/scheduling';

// A popup rendered before its first open, hidden (React's <Activity mode="hidden">: rendered at the lowest
// priority, its effects not run), so the tap that opens it commits a visibility change, not a first render
// (docs/performance.md "A tap while a list fills in"). Only once every island of the page has a state
// (`window.storefront.ready`), one popup per idle period of the browser, and only for islands within a
// screen of the viewport (near.ts); islands that come near later are looked at again after a scroll ends.

type Waiting = () => boolean;
const waiting = new Set<Waiting>();
/** The checks of the current round, in order: the islands waiting when it began, and those since. */
let round: Waiting[] = [];
let allowed = false;
let idleAsked = false;

/**
 * The round's next check in the browser's next idle period, one popup rendered ahead per period (its render
 * and commit stay short tasks, the page's own work first). A check that returns true is done; false: near no
 * longer, left for the next round (a scroll's end).
 */
function nextWhenIdle(): void {
  if (!allowed || idleAsked || round.length === 0) return;
  idleAsked = true;
  void whenIdle(1000).then(() => {
    idleAsked = false;
    startTransition(() => {
      for (let check = round.shift(); check; check = round.shift())
        if (waiting.has(check) && check()) {
          waiting.delete(check);
          break;
        }
    });
    nextWhenIdle();
  });
}

function startRound(): void {
  round = [...waiting];
  nextWhenIdle();
}

function allow(): void {
  if (allowed) return;
  allowed = true;
  startRound();
  addEventListener('scrollend', startRound, { passive: true });
}

let listening = false;
/** Calls `check` (in a transition, the browser idle) until it returns true; returns the call that stops it. */
function whenAheadAllowed(check: Waiting): () => void {
  // The page's `ready`, whether it has already come (islands the host added later) or not yet.
  if (!listening) void window.storefront?.ready.then(allow);
  listening = true;
  waiting.add(check);
  round.push(check);
  nextWhenIdle();
  return () => waiting.delete(check);
}

/** Tests only: as after the page's islands are all ready (or, `false`, before). */
export function setRenderAheadAllowed(value: boolean): void {
  if (!value) {
    allowed = false;
    listening = false;
    round = [];
    removeEventListener('scrollend', startRound);
    return;
  }
  allow();
}

const ShownContext = createContext(true);

/**
 * False while the popup is rendered ahead, hidden: the popup then leaves out its role (`dialog`), so the page
 * holds an element of that role only while one is open, as before popups were rendered ahead.
 */
export const usePopupShown = (): boolean => useContext(ShownContext);

export interface RenderAheadProps {
  open: boolean;
  /** The popup: rendered while open, and hidden ahead of its first open where it pays. */
  children: ReactNode;
}

/**
 * `children` while `open`; before that, rendered hidden ahead (above) once its island is near. Each close
 * starts a fresh hidden copy, so a popup opens as new every time (no choice or message left from before).
 */
export function RenderAhead({ open, children }: RenderAheadProps) {
  const element = useContext(IslandContext)?.element;
  const [ahead, setAhead] = useState(false);
  const [opens, setOpens] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setOpens((n) => n + 1);
  }

  useEffect(() => {
    if (ahead || element === undefined) return;
    return whenAheadAllowed(() => {
      if (!element.isConnected || !nearNow(element).near) return false;
      setAhead(true);
      return true;
    });
  }, [ahead, element]);

  if (!open && !ahead) return null;
  return (
    <ShownContext value={open}>
      <Activity key={opens} mode={open ? 'visible' : 'hidden'}>
        {children}
      </Activity>
    </ShownContext>
  );
}

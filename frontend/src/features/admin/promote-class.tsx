import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Dialog } from '../../components/dialog';
import { CLASS_ID_MAX, classIdSchema, formProblem } from '@domain/admin-forms';
import { apiMessage } from './admin-api';
import { promoteClass } from './lifecycle-api';

const PROMOTE_TO = classIdSchema('Name the class its children go to.');

type State = { step: 'closed' } | { step: 'asking' } | { step: 'moving'; moved: number } | { step: 'done'; moved: number; to: string };

/** The end of a year: every child of the class goes to the next class (a new name or one that exists). */
export const PromoteClass = ({ school, classId, size, done }: { school: string; classId: string; size: number; done: () => void }) => {
  const [state, setState] = useState<State>({ step: 'closed' });
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const target = to.trim();
  const promote = async () => {
    // The server's own rule and words: nothing is sent that it would refuse.
    const problem = formProblem(PROMOTE_TO, to);
    if (problem) return setError(problem);
    setError(null);
    setState({ step: 'moving', moved: 0 });
    try {
      const moved = await promoteClass(school, classId, target, (count) => setState({ step: 'moving', moved: count }));
      setState({ step: 'done', moved, to: target });
      done();
    } catch (failure) {
      setError(apiMessage(failure));
      setState({ step: 'asking' });
    }
  };
  return (
    <div className="class-promote">
      <button type="button" className="button" onClick={() => setState({ step: 'asking' })}>
        Promote class
      </button>
      {state.step === 'done' && (
        <p className="message" role="status">
          {state.moved} {state.moved === 1 ? 'child is' : 'children are'} now in{' '}
          <Link to={paths.adminClass(school, state.to)}>class {state.to}</Link>.
        </p>
      )}
      {(state.step === 'asking' || state.step === 'moving') && (
        <Dialog title={`Promote class ${classId}`} onClose={() => state.step === 'asking' && setState({ step: 'closed' })}>
          <h2>Promote class {classId}</h2>
          <p className="muted">
            All {size} {size === 1 ? 'child goes' : 'children go'} to the class you name, with their days, feelings and tests.
          </p>
          <label className="admin-field">
            <span>Next class (a new name or one that exists)</span>
            <input
              type="text"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              autoComplete="off"
              disabled={state.step === 'moving'}
            />
          </label>
          {state.step === 'moving' && (
            <p role="status">
              <progress max={Math.max(size, 1)} value={state.moved} aria-label="Children moved" /> {state.moved} of {size} moved
            </p>
          )}
          {error && (
            <p className="message message--error" role="alert">
              {error}
            </p>
          )}
          <div className="row">
            <button type="button" className="button" disabled={state.step === 'moving'} onClick={() => setState({ step: 'closed' })}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={state.step === 'moving' || target === '' || target === classId}
              onClick={() => void promote()}
            >
              Promote to {target && target.length <= CLASS_ID_MAX ? target : '…'}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
};

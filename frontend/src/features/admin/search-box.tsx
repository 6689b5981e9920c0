import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';

/** Find a child of the school by the start of their name or username: goes to the search's own place. */
export const SearchBox = ({ school, initial = '' }: { school: string; initial?: string }) => {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(paths.adminSearch(school, text.trim()));
  };
  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <label className="admin-field">
        <span>Find a child (name or username)</span>
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      </label>
      <button type="submit" className="button" disabled={!text.trim()}>
        Search
      </button>
    </form>
  );
};

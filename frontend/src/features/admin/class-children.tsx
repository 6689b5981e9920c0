import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { CharacterPicture } from '../characters/character-picture';
import { DayStrip } from './day-strip';
import { PageStatus, Pager, usePagesOf } from './pages-of';
import type { ClassChild } from './school-api';
import { childTestText } from './test-words';
import { WrongTriesMark } from './wrong-tries-mark';

/** A class page's rows at once: a class of 30 is one page, as a phone scrolls it; a row is some 55 elements. */
const CHILDREN_A_PAGE = 30;

const ChildRow = ({ school, child }: { school: string; child: ClassChild }) => (
  <li className="class-child">
    <span className="class-child__who">
      <Link to={paths.adminStudent(school, child.id)}>
        {child.first_name} {child.last_name}
      </Link>
      <small>{child.username}</small>
      <WrongTriesMark tries={child.wrong_tries} />
    </span>
    <span className="class-child__programme">
      {child.programme ? (
        <>
          <CharacterPicture code={child.programme} size={28} /> {child.programme}
        </>
      ) : (
        'no programme'
      )}
    </span>
    <DayStrip days={child.days} />
    <span className="class-child__scores">
      {childTestText(child.test)} · {child.tokens} tokens
      {child.catching_up && (
        <span className="catching-up">
          Still catching up
          <span className="visually-hidden">: a step {child.first_name} saved is not in these figures yet</span>
        </span>
      )}
    </span>
  </li>
);

type Order = 'name' | 'behind';

/** Letters as a teacher types them: no case, no accents ("zoe" finds Zoë). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const daysDone = (child: ClassChild) => child.days.filter((day) => day.done).length;

/**
 * The children of a class, each opening the child's page. A class of more than a page is shown a page at a time,
 * with a search by name or username (a teacher looking up one child) and an order by fewest days done (a teacher
 * looking for who is behind), so the page holds the same whatever the class's size. The rows come in the class's
 * one read, in its order by name; paging, search and order happen here, with no further request.
 */
export const ClassChildren = ({ school, label, pupils }: { school: string; label: string; pupils: ClassChild[] }) => {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<Order>('name');
  const wanted = folded(search.trim());
  const listed = useMemo(() => {
    const found = wanted
      ? pupils.filter((child) => folded(`${child.first_name} ${child.last_name} ${child.username}`).includes(wanted))
      : pupils;
    // Array.prototype.sort is stable: within a number of days, the class's order by name.
    return order === 'behind' ? [...found].sort((a, b) => daysDone(a) - daysDone(b)) : found;
  }, [pupils, wanted, order]);
  const paging = usePagesOf(listed, CHILDREN_A_PAGE, `${wanted}\n${order}`);
  const paged = pupils.length > CHILDREN_A_PAGE;
  return (
    <>
      {paged && (
        <div className="class-children__tools">
          <label className="admin-field">
            <span>Find a child in this class</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
          </label>
          <label className="admin-field">
            <span>Order</span>
            <select value={order} onChange={(event) => setOrder(event.target.value as Order)}>
              <option value="name">By name</option>
              <option value="behind">Fewest days done first</option>
            </select>
          </label>
        </div>
      )}
      {paged && (
        <PageStatus
          paging={paging}
          noun={(total) => `${total === 1 ? 'child' : 'children'}${wanted ? ` matching “${search.trim()}”` : ''}`}
        >
          No child of this class matches “{search.trim()}”.
        </PageStatus>
      )}
      {pupils.some((child) => child.catching_up) && (
        <p className="catching-up-note">
          A child marked <strong>Still catching up</strong> saved a step these figures do not show yet. It fills in by itself as soon as it
          can; nothing is lost.
        </p>
      )}
      {paging.shown.length > 0 && (
        <ul className="class-children" aria-label={label}>
          {paging.shown.map((child) => (
            <ChildRow key={child.id} school={school} child={child} />
          ))}
        </ul>
      )}
      <Pager paging={paging} label="Pages of children" />
    </>
  );
};

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CheckInList } from '../../frontend/src/features/admin/check-in-list';
import { ClassChildren } from '../../frontend/src/features/admin/class-children';
import type { ClassChild } from '../../frontend/src/features/admin/school-api';
import { child } from './admin-fixtures';

/** Child n of a big class, `done` days done; the last of a day's feelings worried when `worried`. */
const pupil = (n: number, done = 1, worried = false): ClassChild => {
  const base = child(n);
  return {
    ...base,
    days: base.days.map((day, index) => ({ ...day, done: index < done, before: index === 0 && worried ? 'nervous' : day.before })),
  };
};
const classOf = (size: number, make: (n: number) => ClassChild = (n) => pupil(n)) => Array.from({ length: size }, (_, i) => make(i + 1));

const showClass = (pupils: ClassChild[]) =>
  render(
    <MemoryRouter>
      <ClassChildren school="DEMO" label="Children of class big" pupils={pupils} />
    </MemoryRouter>,
  );

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Children of class big' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the children of a class larger than a page', () => {
  it('shows 30 at a time, says which, and turns the pages with Previous and Next', async () => {
    showClass(classOf(150));
    expect(rowNames()).toHaveLength(30);
    expect(rowNames()[0]).toBe('Kid1 Family01');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–30 of 150 children');
    const pages = screen.getByRole('navigation', { name: 'Pages of children' });
    expect(pages).toHaveTextContent('Page 1 of 5');
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next);
    expect(rowNames()[0]).toBe('Kid31 Family31');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 31–60 of 150 children');
    // The page turned: the focus is on what it shows, so the next Tab is the page's first child.
    expect(screen.getByRole('status')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Kid31 Family31' })).toHaveFocus();

    await userEvent.click(previous);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–30 of 150 children');
    for (let turn = 0; turn < 4; turn += 1) await userEvent.click(next);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 121–150 of 150 children');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Next at the end does nothing, and keeps the focus where a keyboard left it.
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 121–150 of 150 children');
    expect(next).toHaveFocus();
  });

  it('lets the keyboard alone reach every child of the class, page after page', async () => {
    const pupils = classOf(150);
    showClass(pupils);
    const reached = new Set<string>();
    for (let tab = 0; tab < 400; tab += 1) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      if (focused.tagName === 'A') reached.add(focused.textContent ?? '');
      if (focused.textContent === 'Next') {
        if (focused.getAttribute('aria-disabled') === 'true') break;
        await userEvent.keyboard('{Enter}');
      }
    }
    expect([...reached].sort()).toEqual(pupils.map((kid) => `${kid.first_name} ${kid.last_name}`).sort());
  });

  it('finds a child by any part of their name or username, without case or accents, from the first page', async () => {
    const pupils = classOf(150);
    pupils[99] = { ...pupils[99]!, first_name: 'Zoë', last_name: 'Ångström' };
    showClass(pupils);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const search = screen.getByRole('searchbox', { name: 'Find a child in this class' });
    await userEvent.type(search, 'zoe ang');
    expect(rowNames()).toEqual(['Zoë Ångström']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1 child matching “zoe ang”');
    expect(screen.queryByRole('navigation', { name: 'Pages of children' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'KID14');
    // kid14.k and kid140.k to kid149.k
    expect(rowNames()).toHaveLength(11);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.queryByRole('list', { name: 'Children of class big' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No child of this class matches “nobody”.');
    await userEvent.clear(search);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–30 of 150 children');
  });

  it('puts who is behind first when asked, in the order of their names within a number of days', async () => {
    showClass(classOf(40, (n) => pupil(n, n % 4 === 0 ? 0 : n % 3 === 0 ? 2 : 5)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Fewest days done first');
    const names = rowNames();
    expect(names.slice(0, 10)).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36, 40].map((n) => `Kid${n} Family${String(n).padStart(2, '0')}`));
    expect(names[10]).toBe('Kid3 Family03');
  });

  it('shows a class of 30 whole, with nothing to page or search', () => {
    showClass(classOf(30));
    expect(rowNames()).toHaveLength(30);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('who may need a check-in, in a large class', () => {
  it('names ten at a time, and the rest a page further', async () => {
    render(
      <MemoryRouter>
        <CheckInList school="DEMO" pupils={classOf(150, (n) => pupil(n, 1, n % 6 === 0))} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'May need a check-in today' });
    const named = () => within(section).getAllByRole('listitem');
    expect(named()).toHaveLength(10);
    expect(named()[0]).toHaveTextContent('Kid6 Family06 felt worried before day 1');
    expect(within(section).getByRole('status')).toHaveTextContent('Showing 1–10 of 25 children');
    await userEvent.click(within(section).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Next' }));
    expect(named()).toHaveLength(5);
    expect(named()[4]).toHaveTextContent('Kid150 Family150');
    expect(within(section).getByRole('status')).toHaveFocus();
  });
});

describe('a child whose figures are still catching up', () => {
  it('says so next to that child’s figures only, in words a screen reader reads, and says what it means once', () => {
    showClass([pupil(1), { ...pupil(2), catching_up: true }, pupil(3)]);
    const rows = within(screen.getByRole('list', { name: 'Children of class big' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Still catching up: a step Kid2 saved is not in these figures yet');
    expect(rows[0]).not.toHaveTextContent('catching up');
    expect(rows[2]).not.toHaveTextContent('catching up');
    expect(screen.getAllByText(/saved a step these figures do not show yet/)).toHaveLength(1);
  });

  it('says nothing of it when every row is up to date', () => {
    showClass(classOf(3));
    expect(screen.queryByText(/catching up/)).toBeNull();
  });
});

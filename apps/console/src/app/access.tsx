/**
 * What the signed-in operator may do on the screen they are on, read from the one authorisation
 * table the API checks (`rolesFor` of `@fanclub/domain/admin`, which every admin endpoint declares
 * its roles with). Each screen's route names its area (`handle.area`, app/router.tsx); the frame
 * shows 権限がありません for a screen the role may not read (or a `…/new` screen it may not write),
 * and the shared editor parts read `useMayWrite()`: a form's fields in a disabled fieldset, its
 * write buttons (`WriteActions`, `SaveActions`, a list's 「…を作成」) left out.
 */
import { rolesFor, type AdminArea, type OperatorRole } from '@fanclub/domain/admin';
import { createContext, useContext, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { currentOperator } from './session.ts';

/** A route's `handle`: the area its screen belongs to. */
export type ScreenHandle = { area: AdminArea };

export const mayRead = (role: OperatorRole, area: AdminArea) => rolesFor(area, 'read').includes(role);
export const mayWrite = (role: OperatorRole, area: AdminArea) => rolesFor(area, 'write').includes(role);

/** The area of the screen the address shows (the deepest route that names one). */
export const useScreenArea = (): AdminArea | undefined =>
  useMatches()
    .map((match) => (match.handle as ScreenHandle | undefined)?.area)
    .filter((area): area is AdminArea => area !== undefined)
    .at(-1);

/** Whether the screen may be opened: read access to its area, write access for a `…/new` screen. */
export const useScreenAccess = (): 'write' | 'read' | 'none' => {
  const operator = currentOperator();
  const area = useScreenArea();
  const last = useMatches().at(-1);
  if (!operator || !area) return 'write';
  if (mayWrite(operator.role, area)) return 'write';
  if (!mayRead(operator.role, area)) return 'none';
  return last?.pathname.endsWith('/new') ? 'none' : 'read';
};

const WriteContext = createContext<boolean | null>(null);

/** Overrides what the shared parts below read (a part of a page in another area, e.g. refunds). */
export function WriteAccess({ area, children }: { area: AdminArea; children: ReactNode }) {
  const operator = currentOperator();
  return <WriteContext value={!!operator && mayWrite(operator.role, area)}>{children}</WriteContext>;
}

/** Whether the operator may write on this screen (or in `area`, when given). */
export const useMayWrite = (area?: AdminArea): boolean => {
  const override = useContext(WriteContext);
  const screen = useScreenAccess();
  const operator = currentOperator();
  if (area) return !!operator && mayWrite(operator.role, area);
  return override ?? screen === 'write';
};

/** A form's fields: disabled together (readable, not editable) when the operator may only read. */
export function FormFields({ children }: { children: ReactNode }) {
  const write = useMayWrite();
  return (
    <fieldset className="console-fieldset" disabled={!write}>
      {!write && <p className="console-read-only">閲覧のみです。この権限では変更できません。</p>}
      {children}
    </fieldset>
  );
}

/** Buttons that write: shown only to those who may. */
export function WriteActions({ children }: { children: ReactNode }) {
  return useMayWrite() ? <div className="console-actions">{children}</div> : null;
}

/** Anything that leads to a write (a 新規作成 link): shown only to those who may. */
export function WriteOnly({ children }: { children: ReactNode }) {
  return useMayWrite() ? children : null;
}

/** The one page of a screen the role may not open. */
export function Forbidden() {
  return (
    <>
      <h1>権限がありません</h1>
      <p>この画面はあなたの権限では開けません。必要な場合はオーナーに依頼してください。</p>
    </>
  );
}

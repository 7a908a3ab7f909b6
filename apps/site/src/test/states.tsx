import type { StoryObj } from '@storybook/react-vite';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { SiteAt } from './SiteAt.tsx';

// Each frame shows its story at the default 1024 px (the stories' play functions expect that
// layout), scaled down so several fit side by side; the frames wrap onto rows, so every state is
// on screen at 1440 px without scrolling sideways.
const FRAME = { width: 1024, height: 1400, scale: 0.42 };

/**
 * A page's states side by side, for people comparing them (Home Failed looks like Signed Out above
 * the fold until they sit next to each other). Each state is the real story in its own frame, so
 * each runs on its own fake backend; the frames load as they scroll into view.
 */
function StatesGrid({ title, names, globals }: { title: string; names: readonly string[]; globals: string }) {
  const shown = { width: FRAME.width * FRAME.scale, height: FRAME.height * FRAME.scale };
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, ${shown.width}px)`,
        gap: 16,
        padding: 16,
        alignItems: 'start',
      }}
    >
      {names.map((name) => (
        <figure key={name} style={{ margin: 0, flex: `0 0 ${shown.width}px` }}>
          <figcaption style={{ fontWeight: 700, marginBottom: 8 }}>
            <a href={`?path=/story/${toId(title, storyNameFromExport(name))}`} target="_top">
              {storyNameFromExport(name)}
            </a>
          </figcaption>
          <div
            style={{
              ...shown,
              overflow: 'hidden',
              border: '1px solid var(--color-border-subtle)',
              borderRadius: 8,
            }}
          >
            <iframe
              title={storyNameFromExport(name)}
              src={`iframe.html?viewMode=story&id=${toId(title, storyNameFromExport(name))}${globals}`}
              loading="lazy"
              width={FRAME.width}
              height={FRAME.height}
              style={{ border: 0, transform: `scale(${FRAME.scale})`, transformOrigin: '0 0' }}
            />
          </div>
        </figure>
      ))}
    </div>
  );
}

/** The toolbar's brand globals as a URL's `&globals=` (`#` written as Storybook's `!hex(…)`). */
function brandGlobals(globals: Record<string, unknown>): string {
  // Section colours (`footer:#2b2540;…`) would break the URL's own `key:value;…` syntax: left out.
  const pairs = ['brand', 'brandMain', 'brandSecondary']
    .filter((key) => typeof globals[key] === 'string' && globals[key] !== '')
    .map((key) => `${key}:${String(globals[key]).replace(/#([0-9a-f]{3,6})/gi, '!hex($1)')}`);
  return pairs.length > 0 ? `&globals=${encodeURIComponent(pairs.join(';'))}` : '';
}

/**
 * The "States" story of a page story file: every other story of the file, side by side. It is a
 * view for reviewers made of stories that are tested one by one, so the story file tags it
 * `!test` and `no-visual` (Storybook reads tags from the source).
 */
export const statesOf = (title: string, stories: Record<string, unknown>): StoryObj<typeof SiteAt> => ({
  parameters: { layout: 'fullscreen' },
  // Each frame opens on the brand chosen in the toolbar (a preset or typed colours).
  render: (_args, { globals }) => (
    <StatesGrid title={title} names={Object.keys(stories)} globals={brandGlobals(globals)} />
  ),
});

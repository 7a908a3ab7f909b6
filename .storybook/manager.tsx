// The workshop's live brand preview: a toolbar popover where a designer types any main and
// secondary colour and the web spec's section colours; every story re-themes at once (the preview
// reads the same globals, see preview.tsx) and the popover lists the contrast of each text on them.
import { fixtures } from '@fanclub/fixtures';
// Storybook compiles the manager with the classic JSX transform: React must be in scope.
import React, { type ChangeEvent } from 'react';
import { Button, PopoverProvider } from 'storybook/internal/components';
import { addons, types, useGlobals } from 'storybook/manager-api';
import {
  AA_TEXT,
  brandChecks,
  formatSections,
  normalise,
  resolveBrand,
  DEMO_BRAND,
  SECTION_NAMES,
  sectionChecks,
  type BrandGlobals,
  type ContrastCheck,
  type SectionName,
} from './brand.ts';

const DEMO = DEMO_BRAND;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function ColourInput({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  // The text box keeps what is being typed; only a whole hex colour reaches the globals.
  const [text, setText] = React.useState(value);
  const valid = text === '' || HEX.test(text);
  const change = (next: string) => {
    setText(next);
    if (next === '' || HEX.test(next)) onChange(next === '' ? '' : normalise(next));
  };
  return (
    <label
      style={{ display: 'grid', gridTemplateColumns: '9rem 2.5rem 6.5rem', gap: 6, alignItems: 'center' }}
    >
      <span>{label}</span>
      <input
        type="color"
        aria-label={`${label}（カラーピッカー）`}
        value={normalise(value || placeholder)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
        style={{ width: '2.5rem', height: '1.75rem', padding: 0, border: 'none' }}
      />
      <input
        type="text"
        value={text}
        placeholder={placeholder}
        aria-invalid={!valid}
        onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value.trim())}
        style={{ width: '6.5rem', fontFamily: 'monospace' }}
      />
    </label>
  );
}

function ContrastRow({ check }: { check: ContrastCheck }) {
  const short = check.ratio < check.needs;
  return (
    <li style={{ listStyle: 'none', display: 'grid', gap: 2 }}>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span
          aria-hidden="true"
          style={{
            color: check.foreground,
            background: check.background,
            border: '1px solid #ccc',
            padding: '0 6px',
            fontWeight: 700,
          }}
        >
          あA
        </span>
        <span>{check.label}</span>
        <strong style={{ marginLeft: 'auto', color: short ? '#b3261e' : '#1e7a3c' }}>
          {check.ratio.toFixed(2)}:1 {short ? `⚠ ${check.needs}:1 未満` : '✓'}
        </strong>
      </span>
      {short && check.advice && <span style={{ color: '#b3261e', fontSize: 12 }}>{check.advice}</span>}
    </li>
  );
}

function BrandPanel() {
  const [globals, updateGlobals] = useGlobals();
  const brand = globals as BrandGlobals;
  const { colors, sections } = resolveBrand(brand, DEMO);
  const checks = [...brandChecks(colors), ...sectionChecks(sections)];
  const shortOfText = checks.filter((c) => c.ratio < c.needs && c.needs >= AA_TEXT).length;
  const setSection = (name: SectionName, colour: string) =>
    updateGlobals({ brandSections: formatSections({ ...sections, [name]: colour }) });
  return (
    <div
      style={{
        padding: 12,
        display: 'grid',
        gap: 10,
        maxWidth: 460,
        maxHeight: '80vh',
        overflow: 'auto',
        fontSize: 13,
      }}
    >
      <strong>ブランドカラーのプレビュー</strong>
      <span>
        色を入れるとすべてのストーリーがその色で表示されます（ページのストーリーは偽のバックエンドの Web
        仕様に入ります）。空欄はツールバーのプリセットの色です。
      </span>
      <ColourInput
        label="メイン mainColor"
        value={brand.brandMain ?? ''}
        placeholder={colors.mainColor ?? ''}
        onChange={(value) => updateGlobals({ brandMain: value })}
      />
      <ColourInput
        label="サブ secondaryColor"
        value={brand.brandSecondary ?? ''}
        placeholder={colors.secondaryColor ?? ''}
        onChange={(value) => updateGlobals({ brandSecondary: value })}
      />
      <details>
        <summary>セクションの色（sections.*.color）</summary>
        <div style={{ display: 'grid', gap: 6, marginTop: 6 }}>
          {(Object.keys(SECTION_NAMES) as SectionName[]).map((name) => (
            <ColourInput
              key={name}
              label={`${SECTION_NAMES[name]} ${name}`}
              value={sections[name] ?? ''}
              placeholder={fixtures.webSpecification.sections[name]?.color ?? '#ffffff'}
              onChange={(value) => setSection(name, value)}
            />
          ))}
        </div>
      </details>
      <strong role="status">
        {shortOfText === 0
          ? '文字のコントラストはすべて WCAG AA（4.5:1）以上です。'
          : `⚠ ${shortOfText} 組の文字が WCAG AA（4.5:1）に届きません。`}
      </strong>
      <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {checks.map((check) => (
          <ContrastRow key={check.label} check={check} />
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={() => updateGlobals({ brandMain: '', brandSecondary: '', brandSections: '' })}
      >
        入力した色を消す
      </Button>
    </div>
  );
}

function BrandTool() {
  const [globals] = useGlobals();
  const { colors } = resolveBrand(globals as BrandGlobals, DEMO);
  return (
    <PopoverProvider ariaLabel="ブランドカラーのプレビュー" placement="bottom" popover={<BrandPanel />}>
      <Button variant="ghost" padding="small" ariaLabel="ブランドカラーを入力" tooltip="ブランドカラーを入力">
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 14,
            height: 14,
            borderRadius: 7,
            background: `linear-gradient(135deg, ${colors.mainColor} 50%, ${colors.secondaryColor} 50%)`,
            border: '1px solid rgba(0,0,0,0.3)',
          }}
        />
        色を入力
      </Button>
    </PopoverProvider>
  );
}

addons.register('fanclub/brand-preview', () => {
  addons.add('fanclub/brand-preview/tool', {
    type: types.TOOL,
    title: 'ブランドカラーを入力',
    render: () => <BrandTool />,
  });
});

/** A component's status, from its story file's tags (`tags: ['autodocs', 'stable']`). */
export const STATUS = {
  stable: { label: '安定', color: '#1e7a3c' },
  beta: { label: 'ベータ', color: '#8a5a00' },
  deprecated: { label: '非推奨', color: '#b3261e' },
} as const;

// The sidebar shows each component's status after its name, in words (not a colour alone).
addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      const status = (Object.keys(STATUS) as (keyof typeof STATUS)[]).find((tag) => item.tags?.includes(tag));
      if (item.type !== 'component' || !status) return item.name;
      return (
        <span>
          {item.name}{' '}
          <span
            style={{
              fontSize: 10,
              fontWeight: 700,
              padding: '0 4px',
              borderRadius: 3,
              border: `1px solid ${STATUS[status].color}`,
              color: STATUS[status].color,
              background: '#fff',
            }}
          >
            {STATUS[status].label}
          </span>
        </span>
      );
    },
  },
});

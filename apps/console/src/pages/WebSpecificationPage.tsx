import {
  adminEndpoints,
  brandContrastChecks,
  rolesFor,
  sectionLabels,
  webSpecificationBody,
  type WebSpecificationBody,
} from '@fanclub/domain/admin';
import { sectionKeys, type WebSpecification } from '@fanclub/domain/contract';
import { brandThemeVariables, TEXT_CONTRAST } from '@fanclub/domain';
import { Button, ErrorState, PageSpinner, TextField, toast } from '@fanclub/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { call, messageOf } from '../app/api.ts';
import { ImageField } from '../app/ImageField.tsx';
import { validate } from '../app/form.ts';
import { currentOperator } from '../app/session.ts';

type Section = (typeof sectionKeys)[number];
type Draft = Record<
  | 'siteTitle'
  | 'siteDescription'
  | 'siteOGImage'
  | 'favicon'
  | 'logoHeader'
  | 'logoFooter'
  | 'firstViewImagePC'
  | 'firstViewImageMobile'
  | 'mainColor'
  | 'secondaryColor'
  | 'tiktokLink'
  | 'instagramLink'
  | 'xLink'
  | 'youtubeLink',
  string
> & { sections: Record<Section, string> };

const draftOf = (spec: WebSpecification): Draft => ({
  siteTitle: spec.siteTitle,
  siteDescription: spec.siteDescription,
  siteOGImage: spec.siteOGImage ?? '',
  favicon: spec.favicon ?? '',
  logoHeader: spec.logos.logoHeader ?? '',
  logoFooter: spec.logos.logoFooter ?? '',
  firstViewImagePC: spec.firstViewImagePC ?? '',
  firstViewImageMobile: spec.firstViewImageMobile ?? '',
  mainColor: spec.mainColor,
  secondaryColor: spec.secondaryColor,
  tiktokLink: spec.tiktokLink ?? '',
  instagramLink: spec.instagramLink ?? '',
  xLink: spec.xLink ?? '',
  youtubeLink: spec.youtubeLink ?? '',
  sections: Object.fromEntries(sectionKeys.map((k) => [k, spec.sections[k]?.color ?? ''])) as Record<
    Section,
    string
  >,
});

/** The pictures of the site, each uploaded through the image pipeline (app/ImageField). */
const pictures = [
  ['logoHeader', 'ヘッダーのロゴ'],
  ['logoFooter', 'フッターのロゴ'],
  ['siteOGImage', 'OG画像'],
  ['favicon', 'ファビコン'],
  ['firstViewImagePC', 'ファーストビュー画像（PC）'],
  ['firstViewImageMobile', 'ファーストビュー画像（スマートフォン）'],
] as const;

const links = [
  ['xLink', 'X のURL'],
  ['instagramLink', 'Instagram のURL'],
  ['youtubeLink', 'YouTube のURL'],
  ['tiktokLink', 'TikTok のURL'],
] as const;

export function WebSpecificationPage() {
  const spec = useQuery({
    queryKey: ['admin', 'web-specification'],
    queryFn: () => call(adminEndpoints.getAdminWebSpecification, {}),
  });
  if (spec.error) return <ErrorState message={spec.error.message} />;
  if (!spec.data) return <PageSpinner />;
  return <WebSpecificationForm spec={spec.data} />;
}

function WebSpecificationForm({ spec }: { spec: WebSpecification }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(spec));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const readOnly = !rolesFor('settings', 'write').includes(currentOperator()!.role);
  const set = (key: Exclude<keyof Draft, 'sections'>) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (body: WebSpecificationBody) => call(adminEndpoints.updateWebSpecification, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'web-specification'], saved);
      toast.success('保存しました。サイトの次の表示から反映されます。');
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const orNull = (v: string) => v.trim() || null;
    const { logoHeader, logoFooter, ...fields } = draft;
    const checked = validate(webSpecificationBody, {
      ...fields,
      siteOGImage: orNull(draft.siteOGImage),
      favicon: orNull(draft.favicon),
      logos: { logoHeader: orNull(logoHeader), logoFooter: orNull(logoFooter) },
      firstViewImagePC: orNull(draft.firstViewImagePC),
      firstViewImageMobile: orNull(draft.firstViewImageMobile),
      tiktokLink: orNull(draft.tiktokLink),
      instagramLink: orNull(draft.instagramLink),
      xLink: orNull(draft.xLink),
      youtubeLink: orNull(draft.youtubeLink),
      sectionColors: Object.fromEntries(sectionKeys.map((k) => [k, orNull(draft.sections[k])])),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const checks = brandContrastChecks({
    mainColor: draft.mainColor,
    secondaryColor: draft.secondaryColor,
    sections: draft.sections,
  });
  const weak = checks.filter((c) => !c.ok);
  const theme = brandThemeVariables(draft) as CSSProperties;

  return (
    <>
      <h1>サイト設定</h1>
      <form className="console-form console-form-wide" noValidate onSubmit={submit}>
        <TextField
          label="サイト名"
          isRequired
          isReadOnly={readOnly}
          value={draft.siteTitle}
          onChange={set('siteTitle')}
          errorMessage={errors.siteTitle}
          maxLength={100}
        />
        <TextField
          label="サイトの説明"
          isReadOnly={readOnly}
          value={draft.siteDescription}
          onChange={set('siteDescription')}
          errorMessage={errors.siteDescription}
          maxLength={500}
        />
        {pictures.map(([key, label]) => (
          <ImageField
            key={key}
            label={label}
            urlLabel={`${label}のURL`}
            isReadOnly={readOnly}
            value={draft[key]}
            onChange={set(key)}
            errorMessage={errors[key] ?? errors[`logos.${key}`]}
          />
        ))}
        <ColourField
          label="メインカラー"
          isRequired
          isReadOnly={readOnly}
          value={draft.mainColor}
          onChange={set('mainColor')}
          errorMessage={errors.mainColor}
        />
        <ColourField
          label="サブカラー"
          isRequired
          isReadOnly={readOnly}
          value={draft.secondaryColor}
          onChange={set('secondaryColor')}
          errorMessage={errors.secondaryColor}
        />
        <fieldset className="console-field">
          <legend>セクションの色（空欄ならサイトの標準色）</legend>
          {sectionKeys.map((key) => (
            <ColourField
              key={key}
              label={`${sectionLabels[key]}の色`}
              isReadOnly={readOnly}
              value={draft.sections[key]}
              onChange={(v) => setDraft((d) => ({ ...d, sections: { ...d.sections, [key]: v } }))}
              errorMessage={errors[`sectionColors.${key}`]}
            />
          ))}
        </fieldset>
        <fieldset className="console-field">
          <legend>SNSのリンク</legend>
          {links.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              type="url"
              isReadOnly={readOnly}
              value={draft[key]}
              onChange={set(key)}
              errorMessage={errors[key]}
            />
          ))}
        </fieldset>
        {!readOnly && (
          <div className="console-actions">
            <Button type="submit" isPending={save.isPending}>
              保存する
            </Button>
          </div>
        )}
      </form>

      <section aria-labelledby="brand-preview" className="console-preview" style={theme}>
        <h2 id="brand-preview">ブランドのプレビュー</h2>
        <div
          style={{ background: 'var(--brand-main)', color: 'var(--brand-on-main)', padding: '0.75rem 1rem' }}
        >
          {draft.siteTitle || 'サイト名'}
        </div>
        <p style={{ padding: '0.75rem 1rem', background: '#fff', color: '#1f1f24' }}>
          本文の中の
          <a href="#brand-preview" style={{ color: 'var(--brand-main-ink)' }}>
            リンク
          </a>
          と
          <a href="#brand-preview" style={{ color: 'var(--brand-secondary-ink)' }}>
            サブカラーのリンク
          </a>
        </p>
        <p>
          <span
            style={{
              background: 'var(--brand-main)',
              color: 'var(--brand-on-main)',
              padding: '0.5rem 1rem',
              display: 'inline-block',
            }}
          >
            メインのボタン
          </span>{' '}
          <span
            style={{
              background: 'var(--brand-secondary)',
              color: 'var(--brand-on-secondary)',
              padding: '0.5rem 1rem',
              display: 'inline-block',
            }}
          >
            サブのボタン
          </span>
        </p>
      </section>
      <section aria-labelledby="contrast-check">
        <h2 id="contrast-check">文字の読みやすさ（WCAG AA {TEXT_CONTRAST}:1）</h2>
        {weak.length > 0 ? (
          <div role="alert" className="console-error">
            <p>
              コントラストが{TEXT_CONTRAST}
              :1に届かない組み合わせがあります。サイトでは文字色を自動で濃く（または明るく）調整して表示します。
            </p>
          </div>
        ) : (
          <p>すべての組み合わせが{TEXT_CONTRAST}:1以上です。</p>
        )}
        <ul>
          {checks.map((c) => (
            <li key={c.label}>
              {c.label}: {c.ratio}:1 {c.ok ? '（基準を満たしています）' : '（基準未満）'}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour: its hex code typed, or chosen with the browser's own picker beside it (labelled). The
 * picker shows black while the field is empty or not yet a colour.
 */
function ColourField({
  label,
  isRequired = false,
  isReadOnly,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  isRequired?: boolean;
  isReadOnly: boolean;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  const pickerId = useId();
  return (
    <div className="console-colour-field">
      <TextField
        label={label}
        isRequired={isRequired}
        description="#RRGGBB"
        isReadOnly={isReadOnly}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
      <div className="console-colour-picker">
        <label htmlFor={pickerId}>{label}を選ぶ</label>
        <input
          id={pickerId}
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          disabled={isReadOnly}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
      </div>
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import type { StoryBrand } from 'virtual:playdeck/story-brands';
import { brandImages } from '@playdeck/brand';
import { contrastReport } from '@playdeck/brand/schema';
import { Badge, Button, Tab, TabList, TabPanel, Tabs, TextField, vars } from '@playdeck/ui';

const section: CSSProperties = { padding: vars.spacing.lg, borderBottom: `1px solid ${vars.colors.border}` };
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: vars.typography.fontSize.sm };
const cell: CSSProperties = { padding: `${vars.spacing.xs} ${vars.spacing.xs}`, textAlign: 'left', verticalAlign: 'middle' };
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section} aria-label={title}>
      <h2 style={{ margin: `0 0 ${vars.spacing.sm}`, fontSize: vars.typography.fontSize.lg }}>{title}</h2>
      {children}
    </section>
  );
}

function Colours({ colors }: { colors: StoryBrand['theme']['colors'] }) {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(colors).map(([token, value]) => (
          <tr key={token}>
            <td style={cell}>
              <span
                style={{
                  display: 'block',
                  width: 32,
                  height: 24,
                  background: value,
                  border: `1px solid ${vars.colors.border}`,
                  borderRadius: vars.radii.sm,
                }}
              />
            </td>
            <th scope="row" style={cell}>
              {token}
            </th>
            <td style={cell}>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The pairs the components draw (libs/brand/src/contrast.ts), each shown as drawn, with its WCAG ratio. */
function Contrast({ colors }: { colors: StoryBrand['theme']['colors'] }) {
  return (
    <table style={table} data-testid="contrast-table">
      <thead>
        <tr>
          <th style={cell}>Pair</th>
          <th style={cell}>Ratio</th>
          <th style={cell}>Needs</th>
          <th style={cell}>Used for</th>
        </tr>
      </thead>
      <tbody>
        {contrastReport(colors).map((result) => (
          <tr key={`${result.foreground}/${result.background}/${result.minimum}`} data-passes={result.passes}>
            <td style={{ ...cell, background: colors[result.background], color: colors[result.foreground] }}>
              {result.foreground} on {result.background}
            </td>
            <td style={cell}>
              {result.ratio}:1 {result.passes ? '✓' : '✗ fails'}
            </td>
            <td style={cell}>{result.minimum}:1</td>
            <td style={cell}>{result.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Typography({ typography }: { typography: StoryBrand['theme']['typography'] }) {
  return (
    <>
      <p style={{ margin: 0 }}>
        <code>{typography.fontFamily}</code>, line height {typography.lineHeight}
      </p>
      {Object.entries(typography.fontSize).map(([step, size]) => (
        <p key={step} style={{ margin: `${vars.spacing.xs} 0`, fontSize: size }}>
          {step} · {size} · <span style={{ fontWeight: typography.fontWeight.bold }}>bold {typography.fontWeight.bold}</span>
        </p>
      ))}
    </>
  );
}

function Spacing({ spacing }: { spacing: StoryBrand['theme']['spacing'] }) {
  return (
    <>
      {Object.entries(spacing).map(([step, size]) => (
        <div key={step} style={{ ...row, marginBottom: vars.spacing.xs }}>
          <span style={{ width: 72 }}>
            {step} · {size}
          </span>
          <span style={{ width: size, height: 16, background: vars.colors.primary }} />
        </div>
      ))}
    </>
  );
}

function Radii({ radii }: { radii: StoryBrand['theme']['radii'] }) {
  return (
    <div style={row}>
      {Object.entries(radii).map(([step, radius]) => (
        <div key={step} style={{ textAlign: 'center' }}>
          <div
            style={{
              width: 56,
              height: 40,
              borderRadius: radius,
              background: vars.colors.surfaceAlt,
              border: `1px solid ${vars.colors.border}`,
            }}
          />
          <span style={{ fontSize: vars.typography.fontSize.xs }}>
            {step} · {radius}
          </span>
        </div>
      ))}
    </div>
  );
}

function Components() {
  return (
    <div style={{ display: 'grid', gap: vars.spacing.md }}>
      <div style={row}>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="primary" disabled>
          Disabled
        </Button>
      </div>
      <TextField label="Username" placeholder="4–16 letters or digits" hint="A hint under the field" />
      <TextField label="Password" type="password" defaultValue="secret" error="An error message" />
      <Tabs defaultValue="all">
        <TabList aria-label="Tabs">
          <Tab value="all">All</Tab>
          <Tab value="live">Live</Tab>
          <Tab value="sports">Sports</Tab>
        </TabList>
        <TabPanel value="all">First tab</TabPanel>
        <TabPanel value="live">Second tab</TabPanel>
        <TabPanel value="sports">Third tab</TabPanel>
      </Tabs>
      <div style={row}>
        <Badge count={5} label="5 unread messages" />
        <Badge count={120} max={99} tone="primary" />
        <Badge variant="tag" tone="secondary">
          HOT
        </Badge>
        <Badge variant="tag" tone="success">
          NEW
        </Badge>
        <Badge variant="dot" label="new">
          <span>Inbox</span>
        </Badge>
      </div>
    </div>
  );
}

/** One brand's tokens, as brand.json sets them, and its key components drawn with them. */
export function BrandPage({ brand }: { brand: StoryBrand }) {
  return (
    <main>
      <header style={{ ...section, background: vars.colors.headerBackground, color: vars.colors.headerText }}>
        <img src={brandImages.logo} alt={brand.name} style={{ height: 40 }} data-testid="brand-logo" />
        <h1 style={{ margin: `${vars.spacing.sm} 0 0`, fontSize: vars.typography.fontSize.xl }}>
          {brand.name} <code style={{ fontSize: vars.typography.fontSize.sm }}>brands/{brand.id}</code>
        </h1>
        <p style={{ margin: 0 }}>
          Languages: {brand.languages.supported.join(', ')} (default {brand.languages.default})
        </p>
      </header>
      <Section title="Contrast (WCAG 2.2 AA)">
        <Contrast colors={brand.theme.colors} />
      </Section>
      <Section title="Colours">
        <Colours colors={brand.theme.colors} />
      </Section>
      <Section title="Type scale">
        <Typography typography={brand.theme.typography} />
      </Section>
      <Section title="Spacing">
        <Spacing spacing={brand.theme.spacing} />
      </Section>
      <Section title="Radii">
        <Radii radii={brand.theme.radii} />
      </Section>
      <Section title="Components">
        <Components />
      </Section>
    </main>
  );
}

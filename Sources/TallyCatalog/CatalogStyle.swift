import TallyInter

/// The catalog's own layout CSS. Every colour, size and font comes from the token CSS
/// (`tally-tokens.css`), so the page is drawn with the same values the components use.
enum CatalogStyle {
    /// One `@font-face` per face TallyInter ships, from the copies in `assets/fonts`, so the
    /// tokens' "Inter" draws the file the hero amount's advances are read from, installed or not.
    /// Only the shipped files, never `local()`: another Inter on the machine may be another
    /// version, with other widths.
    static let fontFaces = TallyInter.faces.map { face in
        "@font-face { font-family: \"\(TallyInter.familyName)\"; src: url(\"fonts/\(face.fileName)\") format(\"opentype\"); font-weight: \(face.weight); font-style: normal; font-display: block; }\n"
    }.joined()

    static let css = """
    *, *::before, *::after { box-sizing: border-box; }
    body {
      margin: 0;
      background: var(--tally-color-grouped-background);
      color: var(--tally-color-text-primary);
      font: var(--tally-typography-body);
    }
    a { color: var(--tally-color-primary); }
    code { font-family: var(--tally-font-family-mono); font-size: 0.85em; }
    .page-header { padding: var(--tally-spacing-xxl) var(--tally-spacing-xxl) var(--tally-spacing-md); }
    .page-header h1 { font: var(--tally-typography-h1); margin: var(--tally-spacing-sm) 0; }
    .page-header p { color: var(--tally-color-text-secondary); max-width: 60rem; }
    main { padding: 0 var(--tally-spacing-xxl) var(--tally-spacing-xxxl); }
    .toc ul { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); list-style: none; padding: 0 var(--tally-spacing-xxl); margin: 0; }
    .toc a {
      display: inline-block; padding: var(--tally-spacing-xs) var(--tally-spacing-md);
      border-radius: var(--tally-radius-pill); background: var(--tally-color-surface);
      color: var(--tally-color-text-primary); text-decoration: none; font: var(--tally-typography-body-small);
    }
    .page-list li { margin: var(--tally-spacing-sm) 0; }
    .token-group h2 {
      font: var(--tally-typography-section-header); text-transform: uppercase;
      color: var(--tally-color-text-secondary); margin: var(--tally-spacing-xxl) 0 var(--tally-spacing-sm);
    }
    .token-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); gap: var(--tally-spacing-md); }
    .token {
      background: var(--tally-color-card-background); border-radius: var(--tally-radius-md);
      box-shadow: var(--tally-shadow-card); padding: var(--tally-spacing-lg); overflow: hidden;
    }
    .token h3 { font: var(--tally-typography-label-md); margin: var(--tally-spacing-sm) 0 var(--tally-spacing-xs); overflow-wrap: break-word; }
    .token p { margin: var(--tally-spacing-xs) 0; font: var(--tally-typography-body-small); overflow-wrap: break-word; }
    .token .value { color: var(--tally-color-text-primary); }
    .token .css-name, .token .alias, .token .description { color: var(--tally-color-text-secondary); }
    .token .deprecated { color: var(--tally-color-error-text); }
    .token.themed { outline: 2px solid var(--tally-color-primary); }
    .token .theme-mark { color: var(--tally-color-primary-text); }
    .preview { min-height: 3rem; display: flex; gap: var(--tally-spacing-sm); align-items: center; flex-wrap: wrap; }
    .swatch-pair {
      display: flex; flex-direction: column; gap: var(--tally-spacing-xs); padding: var(--tally-spacing-sm);
      border-radius: var(--tally-radius-sm); background: var(--tally-color-background); color: var(--tally-color-text-primary);
    }
    .swatch { width: 6rem; height: 3rem; border-radius: var(--tally-radius-sm); border: 1px solid var(--tally-color-border); }
    .swatch-label { font: var(--tally-typography-caption); }
    .bar { height: 0.75rem; min-width: 2px; border-radius: 2px; background: var(--tally-color-primary); }
    .bar.duration { background: var(--tally-color-success-strong); }
    .square { background: var(--tally-color-primary); border-radius: 2px; }
    .radius-box { width: 4rem; height: 4rem; background: var(--tally-color-primary); }
    .big-number { font: var(--tally-typography-h3); }
    .specimen { font-size: 1.25rem; }
    .specimen.typography { font-size: revert; overflow-wrap: anywhere; }
    .curve { width: 10rem; height: 6rem; }
    .curve .axis { stroke: var(--tally-color-border); stroke-width: 1; }
    .curve .curve-line { fill: none; stroke: var(--tally-color-primary); stroke-width: 2; }
    .stroke-box, .border-box { width: 6rem; height: 3rem; border-radius: var(--tally-radius-sm); }
    .stroke-box { border-width: 2px; border-color: var(--tally-color-text-secondary); }
    .shadow-box { width: 6rem; height: 3rem; border-radius: var(--tally-radius-md); background: var(--tally-color-card-background); }
    .gradient-bar { width: 100%; height: 2rem; border-radius: var(--tally-radius-sm); background-color: var(--tally-color-text-secondary); }
    table.strings { width: 100%; background: var(--tally-color-card-background); border-radius: var(--tally-radius-md); font: var(--tally-typography-body-small); }
    /* Words stay whole: cells wrap at spaces (keys after a dot, at <wbr>), and the table scrolls sideways in its box when wider than the page. */
    .table-scroll { overflow-x: auto; }
    table.strings th, table.strings td { padding: var(--tally-spacing-sm); border-bottom: 1px solid var(--tally-color-border); overflow-wrap: normal; word-break: normal; vertical-align: top; }
    table.strings .comment { color: var(--tally-color-text-secondary); font: var(--tally-typography-caption); margin: var(--tally-spacing-xs) 0 0; }
    .plural .category { display: inline-block; min-width: 3.5em; color: var(--tally-color-text-secondary); font: var(--tally-typography-caption); }
    @property --tally-track-value { syntax: '<number>'; inherits: false; initial-value: 0; }
    .play { --lane-travel: 8.5rem; margin-top: var(--tally-spacing-sm); }
    .lane {
      position: relative; width: 10rem; height: 1.5rem; margin: 2px 0; border-radius: var(--tally-radius-pill);
      background: var(--tally-color-surface);
    }
    .lane .dot {
      position: absolute; top: 0.25rem; left: 0.25rem; width: 1rem; height: 1rem; border-radius: 50%;
      background: var(--tally-color-primary);
    }
    .lane.reduced .dot { background: var(--tally-color-text-secondary); }
    .lane-label { position: absolute; right: 0.6rem; top: 0.1rem; font: var(--tally-typography-caption); color: var(--tally-color-text-secondary); }
    .reduced-label { font: var(--tally-typography-caption); color: var(--tally-color-text-secondary); }
    @media (prefers-reduced-motion: reduce) {
      .lane:not(.reduced) .dot { animation: none !important; }
    }
    table { border-collapse: collapse; font: var(--tally-typography-caption); }
    th, td { text-align: left; padding: 2px var(--tally-spacing-sm) 2px 0; vertical-align: top; }

    """
}

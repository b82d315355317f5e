import TallyStories

/// The CSS of the component pages: the frames each state is drawn in, the usage snippet, the
/// VoiceOver tables, and the typing sessions of the amount page. The components' own CSS is in
/// TallyStories: what several share in `StoryHTML.css`, each one's own in its story file.
enum ComponentStyle {
    static let css = """
    .usage { background: var(--tally-color-card-background); border-radius: var(--tally-radius-md); padding: var(--tally-spacing-md); overflow-x: auto; max-width: 60rem; }
    .state h2 { font: var(--tally-typography-h3); margin: var(--tally-spacing-xxl) 0 var(--tally-spacing-sm); }
    .language-name { font: var(--tally-typography-section-header); text-transform: uppercase; color: var(--tally-color-text-secondary); margin: var(--tally-spacing-md) 0 var(--tally-spacing-xs); }
    .frames { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-md); align-items: flex-start; }
    .frame {
      --fs: calc(var(--tally-typography-body-font-size) * var(--type-scale, 1));
      width: 390px; padding: var(--tally-spacing-md) 24px var(--tally-spacing-lg); border-radius: var(--tally-radius-lg);
      background: var(--tally-color-grouped-background); color: var(--tally-color-text-primary);
      border: 1px solid var(--tally-color-border); font-family: var(--tally-typography-body-font-family); font-size: var(--fs); line-height: 1.35;
    }
    .frame-caption { margin: 0 0 var(--tally-spacing-sm); font: var(--tally-typography-caption); color: var(--tally-color-text-secondary); }
    .component { width: 342px; display: flex; flex-direction: column; gap: var(--tally-spacing-sm); overflow-wrap: normal; word-break: normal; hyphens: manual; }
    /* Only a word wider than its whole line is broken (a section title or a field's value at AX3); every other word stays whole. */
    .a11y summary { cursor: pointer; font: var(--tally-typography-body-small); color: var(--tally-color-text-secondary); margin-top: var(--tally-spacing-sm); }
    /* Words in the VoiceOver table stay whole ("Description", "textField"): a cell wraps at spaces only, each column is at least
       as wide as its longest word, and a table wider than the page scrolls sideways in its own box. */
    .a11y { overflow-x: auto; }
    .a11y-table { width: 100%; background: var(--tally-color-card-background); font: var(--tally-typography-caption); }
    .a11y-table td, .a11y-table th { border-bottom: 1px solid var(--tally-color-border); padding: 2px var(--tally-spacing-sm); overflow-wrap: normal; word-break: normal; hyphens: manual; text-align: start; vertical-align: top; }
    .session h2 { font: var(--tally-typography-h3); margin: var(--tally-spacing-xxl) 0 var(--tally-spacing-xs); }
    .session .meta, .session .conversion { color: var(--tally-color-text-secondary); }
    table.steps { width: 100%; max-width: 70rem; background: var(--tally-color-card-background); font: var(--tally-typography-body-small); }
    table.steps td, table.steps th { border-bottom: 1px solid var(--tally-color-border); padding: var(--tally-spacing-xs) var(--tally-spacing-sm); vertical-align: middle; }
    table.steps .figure { font-family: var(--tally-typography-hero-amount-font-family); font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
    table.steps .refusal { color: var(--tally-color-error-text); }
    table.steps .figure .total { display: block; font-size: var(--tally-typography-body-small-font-size); font-weight: 400; color: var(--tally-color-text-secondary); }

    """

    /// Everything after the catalog's own CSS in `catalog.css`: the page rules above, the rules
    /// the components share, then each component's own in `ComponentStory.all` order, so a rule
    /// of one component comes after the shared rules it refines.
    static let stylesheet = css + StoryHTML.css + ComponentStory.all.map(\.css).joined()
}

/// The CSS of the component pages: the frames each state is drawn in and the components' own
/// layout. Colours, sizes, radii and fonts come from the token CSS; text sizes are multiplied by
/// the frame's `--type-scale` (the Dynamic Type multiplier of body text at that size).
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
    .a11y-table { width: 100%; background: var(--tally-color-card-background); font: var(--tally-typography-caption); }
    .a11y-table td, .a11y-table th { border-bottom: 1px solid var(--tally-color-border); padding: 2px var(--tally-spacing-sm); overflow-wrap: anywhere; }
    .placeholder { color: var(--tally-color-text-subtle); }
    .c-amount { display: flex; align-items: center; justify-content: center; min-height: 4.5rem; }
    .c-amount-figure { font-family: var(--tally-typography-hero-amount-font-family); font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; line-height: 1.15; }
    .c-chips ~ .c-amount-figure, .c-amount-figure:not(.c-amount .c-amount-figure) { font-size: calc(var(--tally-typography-h2-font-size) * var(--type-scale, 1)); }
    .c-amount-figure.small { font-size: calc(var(--tally-typography-h2-font-size) * var(--type-scale, 1)); }
    .c-amount-figure.error { color: var(--tally-color-error-text); }
    .c-cursor { display: inline-block; width: 2px; height: 1.2em; background: var(--tally-color-primary); margin-left: 2px; }
    .c-message { margin: 0; font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-message.error { color: var(--tally-color-error-text); }
    .c-conversion { margin: 0; text-align: center; color: var(--tally-color-text-secondary); }
    .c-rates-date { display: block; font-size: 0.8em; }
    .c-actions { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); justify-content: center; }
    .c-actions.stacked, .c-chips.stacked { flex-direction: column; align-items: stretch; }
    .c-chips.stacked .c-chip { flex: none; }
    .c-symbol { display: block; flex: none; }
    .c-chip-icon { display: inline-flex; margin-inline-end: var(--tally-spacing-xs); }
    .c-icon > .c-symbol { width: 60%; height: 60%; }
    .c-icon-cell > .c-symbol { width: 24px; height: 24px; }
    .c-button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 0 var(--tally-spacing-md);
      border-radius: var(--tally-radius-md); background: var(--tally-color-surface); color: var(--tally-color-primary-text); }
    .c-button.destructive { color: var(--tally-color-error-text); }
    .c-field { min-height: 44px; padding: var(--tally-spacing-md); border-radius: var(--tally-radius-md); background: var(--tally-color-surface);
      border: 1px solid var(--tally-color-border); color: var(--tally-color-text); }
    .c-field.compact { padding: var(--tally-spacing-sm); }
    .c-field.error, .c-field.border-error { border: 2px solid var(--tally-color-error); }
    .c-field.border-primary { border: 2px solid var(--tally-color-primary); }
    .c-field.border-success { border: 2px solid var(--tally-color-success-text); }
    .c-reveal { flex: none; display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; color: var(--tally-color-text-secondary); }
    .c-float-value { flex: 1 1 auto; min-width: 0; white-space: pre; overflow-x: auto; scrollbar-width: none; }
    .c-chips { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); }
    .c-chips.fill .c-chip { flex: 1 1 0; justify-content: center; }
    .c-scroll { overflow-x: auto; scrollbar-width: none; }
    .c-chips.equal { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; width: max-content; min-width: 100%; }
    .c-chips.equal .c-chip { justify-content: center; white-space: nowrap; }
    .c-chips.disabled, .c-chip.disabled, .c-sheet-action.disabled { opacity: 0.4; }
    .c-chip { display: inline-flex; align-items: center; min-height: 44px; padding: 0 var(--tally-spacing-lg); border-radius: var(--tally-radius-pill);
      background: var(--tally-color-surface); color: var(--tally-color-text-primary); font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); }
    .c-keypad { display: grid; grid-template-columns: repeat(3, 1fr); font-family: var(--tally-typography-h2-font-family); font-weight: var(--tally-typography-h2-font-weight); font-variant-numeric: tabular-nums; }
    .c-key { display: flex; align-items: center; justify-content: center; border-radius: var(--key-radius); background: var(--tally-color-surface); color: var(--tally-color-text-primary); line-height: 1; }
    .c-key.plain, .c-key.empty { background: none; }
    .c-chip.selected { background: var(--tally-color-chip-selected); color: var(--tally-color-on-primary); }
    .c-glyph.inserted { color: var(--tally-color-primary-text); font-weight: 600; }
    .c-section-header { margin: 0; overflow-wrap: break-word; }
    .c-section-header.default { font-size: calc(var(--tally-typography-section-header-font-size) * var(--type-scale, 1)); font-weight: 500; text-transform: uppercase; color: var(--tally-color-text-secondary); }
    .c-section-header.emphasized { font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); font-weight: 600; color: var(--tally-color-text-primary); }
    .c-section-header.compact { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); font-weight: 400; text-transform: uppercase; color: var(--tally-color-text-secondary); }
    .c-section-header.as-written { text-transform: none; }
    .c-day-header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--tally-spacing-sm); padding: var(--tally-spacing-md) var(--tally-spacing-lg);
      border-radius: var(--tally-radius-md); background: color-mix(in srgb, var(--tally-color-card-background) 70%, transparent); }
    .c-day-total { font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); font-weight: 600; color: var(--tally-color-text-secondary); font-variant-numeric: tabular-nums; }
    .c-form-section { display: flex; flex-direction: column; gap: var(--tally-spacing-sm); }
    .c-form-section.card .c-rows, .c-card { background: var(--tally-color-card-background); border-radius: var(--tally-radius-md); }
    .c-form-section.plain .c-rows { display: flex; flex-direction: column; gap: var(--tally-spacing-sm); }
    .c-footer { margin: 0; font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tally-spacing-sm); min-height: 44px; padding: var(--tally-spacing-sm) var(--tally-spacing-md); }
    .c-row-title { flex: 1 1 auto; min-width: min-content; }
    .c-row-value { color: var(--tally-color-text-secondary); text-align: end; }
    .c-row-value.pill { background: var(--tally-color-surface); border-radius: var(--tally-radius-sm); padding: 2px var(--tally-spacing-sm); color: var(--tally-color-text-primary); }
    .c-row-value.accent { color: var(--tally-color-primary-text); }
    .c-chevron, .c-check { color: var(--tally-color-text-secondary); flex: none; }
    .c-check { color: var(--tally-color-primary-text); }
    .c-divider { border: 0; border-top: 1px solid var(--tally-color-border); margin: 0; }
    .c-divider.card { margin-left: var(--tally-spacing-md); }
    .c-switch { flex: none; width: 51px; height: 31px; border-radius: 16px; background: var(--tally-color-border); position: relative; }
    .c-switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff; }
    .c-switch.on { background: var(--tally-color-primary); }
    .c-switch.on::after { left: 22px; }
    .c-segments { display: flex; flex-wrap: wrap; gap: 2px; padding: 2px; border-radius: var(--tally-radius-sm); background: var(--tally-color-surface); }
    .c-segment { flex: 1 1 auto; display: inline-flex; justify-content: center; align-items: center; min-height: 44px; padding: 0 var(--tally-spacing-sm);
      border-radius: 6px; font-size: calc(var(--tally-typography-body-small-font-size) * var(--type-scale, 1)); text-align: center; }
    .c-segment.selected { background: var(--tally-color-card-background); font-weight: 600; }
    .c-icon { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px; border-radius: var(--tally-radius-sm);
      background: var(--tally-color-surface); color: var(--tally-color-primary-text); font-weight: 700; }
    .c-icon { font-size: 16px; line-height: 1; }
    .c-icon.logo { border-radius: 50%; }
    .c-logo-grid { display: flex; flex-wrap: wrap; gap: var(--tally-spacing-sm); }
    .c-logo-cell { flex: 1 1 88px; min-width: min-content; display: flex; flex-direction: column; align-items: center; gap: var(--tally-spacing-xs);
      padding: var(--tally-spacing-xs); min-height: 44px; border-radius: var(--tally-radius-md); }
    .c-logo-cell.selected { outline: 2px solid var(--tally-color-primary); }
    .c-logo-name { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); text-align: center; }
    .c-icon.placeholder { color: var(--tally-color-text-secondary); }
    .c-icon-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(44px, 1fr)); gap: var(--tally-spacing-xs); }
    .c-icon-cell { display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: var(--tally-radius-sm); background: var(--tally-color-surface); }
    .c-icon-cell.selected { outline: 2px solid var(--tally-color-primary); }
    .c-swatches { display: grid; grid-template-columns: repeat(6, 1fr); gap: var(--tally-spacing-sm); }
    .c-swatch { display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: 50%; aspect-ratio: 1; font-weight: 700; }
    .c-swatch.small { flex: none; width: 24px; min-height: 24px; }
    .c-dialog { display: flex; flex-direction: column; gap: var(--tally-spacing-xs); padding: var(--tally-spacing-md); border-radius: var(--tally-radius-lg); background: var(--tally-color-card-background); }
    .c-dialog-button { display: flex; justify-content: center; align-items: center; min-height: 44px; border-radius: var(--tally-radius-md); background: var(--tally-color-surface); color: var(--tally-color-primary-text); }
    .c-dialog-button.destructive { color: var(--tally-color-error-text); }
    .c-float { position: relative; padding-top: calc(14px * var(--type-scale, 1)); }
    .c-float-box { min-height: calc(48px * var(--type-scale, 1)); display: flex; align-items: center; padding: 0 var(--tally-spacing-sm); border-radius: var(--tally-radius-sm);
      background: var(--tally-color-background); border: 1px solid var(--tally-color-border); }
    .c-float-box.ring { box-shadow: 0 0 0 2px var(--tally-color-background), 0 0 0 4px var(--tally-color-focus-ring); }
    .c-float-box.border-primary { border: 2px solid var(--tally-color-primary); }
    .c-float-box.border-error { border: 2px solid var(--tally-color-error); }
    .c-float-box.border-success { border: 2px solid var(--tally-color-success-text); }
    .c-float-label { position: absolute; left: var(--tally-spacing-sm); top: calc(14px * var(--type-scale, 1) + 24px * var(--type-scale, 1)); transform: translateY(-50%);
      font-weight: 500; white-space: nowrap; max-width: calc(100% - 2 * var(--tally-spacing-sm)); overflow: hidden; text-overflow: ellipsis; transform-origin: left center;
      transition: transform var(--tally-motion-float-label); }
    .c-float.floated .c-float-label { transform: translateY(calc(-50% + var(--tally-float-label-label-offset) * var(--type-scale, 1))) scale(var(--tally-float-label-label-scale)); background: var(--tally-color-background); padding: 0 var(--tally-spacing-xs); }
    @media (prefers-reduced-motion: reduce) { .c-float-label { transition: none; } }
    .c-stacked { display: flex; flex-direction: column; gap: var(--tally-spacing-xs); }
    .c-stacked-label { font-weight: 500; font-size: calc(var(--tally-typography-label-md-float-font-size) * var(--type-scale, 1)); }
    .session h2 { font: var(--tally-typography-h3); margin: var(--tally-spacing-xxl) 0 var(--tally-spacing-xs); }
    .session .meta, .session .conversion { color: var(--tally-color-text-secondary); }
    table.steps { width: 100%; max-width: 70rem; background: var(--tally-color-card-background); font: var(--tally-typography-body-small); }
    table.steps td, table.steps th { border-bottom: 1px solid var(--tally-color-border); padding: var(--tally-spacing-xs) var(--tally-spacing-sm); vertical-align: middle; }
    table.steps .figure { font-family: var(--tally-typography-hero-amount-font-family); font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
    table.steps .refusal { color: var(--tally-color-error-text); }
    .c-sheet-bar { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: var(--tally-spacing-sm); min-height: 44px; }
    .c-sheet-action { color: var(--tally-color-primary-text); }
    .c-sheet-action.strong { font-weight: 600; }
    .c-month { margin: 0; font-weight: 600; }
    .c-calendar { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; text-align: center; }
    .c-weekday { font-size: calc(var(--tally-typography-caption-font-size) * var(--type-scale, 1)); color: var(--tally-color-text-secondary); }
    .c-day { display: flex; align-items: center; justify-content: center; min-height: 44px; border-radius: 50%; }
    .c-day.selected { background: var(--tally-color-chip-selected); color: var(--tally-color-on-primary); font-weight: 600; }
    .label-subtleText { color: var(--tally-color-text-subtle); }
    .label-secondaryText { color: var(--tally-color-text-secondary); }
    .label-primaryText { color: var(--tally-color-primary-text); }
    .label-errorText { color: var(--tally-color-error-text); }
    .label-successText { color: var(--tally-color-success-text); }

    """
}

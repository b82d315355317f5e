#if canImport(SwiftUI)
import SwiftUI
import TallyCore
#if canImport(UIKit)
import UIKit
#endif

// MARK: - Hero amount font

/// The hero amount's font at `size` points: the theme's `typography.heroAmount` style (`token`)
/// at that size, with tabular figures.
func heroAmountFont(_ token: TokenTypography, size: Double) -> Font {
    var token = token
    token.fontSize = TokenDimension(size, .px)
    return Font(token).monospacedDigit()
}

/// The size the hero figure `fit` picks for `width` points, measured with UIKit in the font the
/// theme draws the hero style (`token`) in (``FontFace``: its first family at its weight, the
/// system font when that family is not registered); the base size without UIKit or before the
/// width is known (the text still shrinks to fit with `minimumScaleFactor`).
func heroAmountSize(width: CGFloat, token: TokenTypography, baseSize: Double, fit: (Double, any TextMeasurer) -> Double) -> Double {
    #if canImport(UIKit)
    if width > 0 { return fit(Double(width), UIKitTextMeasurer(face: FontFace(token))) }
    #endif
    return baseSize
}

/// Reports the width of the view it is applied to: `onGeometryChange` where the SDK has it, a
/// `GeometryReader` in the background otherwise.
struct WidthReader: ViewModifier {
    @Binding var width: CGFloat

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 6.0)
        content.onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newWidth in
            if width != newWidth { width = newWidth }
        }
        #else
        content.background {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { width = proxy.size.width }
                    .onChange(of: proxy.size.width) { _, newWidth in width = newWidth }
            }
        }
        #endif
    }
}

extension Clock where Duration == Swift.Duration {
    /// Runs ``ConversionPipeline`` for `key` on this clock, waiting `debounce` seconds (the
    /// theme's `duration.debounce.conversion`, 300 ms in Tally's theme) for typing to pause.
    fileprivate func runConversion(
        key: ConversionKey, converter: any CurrencyConverter, debounce: Double,
        current: @escaping @MainActor @Sendable () -> ConversionKey?,
        update: @escaping @MainActor @Sendable (ConversionState) -> Void
    ) async {
        await ConversionPipeline.run(
            key: key, converter: converter, clock: self, debounce: .seconds(debounce),
            current: current, update: update
        )
    }
}

// MARK: - AmountInputView

/// The hero amount entry: the amount as typed in the hero style, rolling digit by digit (a
/// dissolve under Reduce Motion), shrinking to fit its width, red with the reason below when the
/// last action was refused, a cursor that blinks while it has focus, copy and paste, and the
/// amount converted into another currency ("≈ 11.70 EUR"), debounced on an injected clock.
/// With ``SwiftUI/View/currencyPicker(_:)`` its currency is a button that opens a
/// ``CurrencyPicker`` as a sheet, whose choice is the amount's own currency change.
///
/// A tap gives it focus and brings up the decimal pad; a hardware keyboard types digits and both
/// separators, Delete deletes, ⌘V pastes, ⌘C copies and Escape ends editing; the edit menu (a long
/// press) copies and pastes; VoiceOver's double-tap gives it focus. Every key goes through the
/// state's own action (`AmountKeyboard`), so refusals, limits and what VoiceOver reads are
/// exactly those of an ``AmountKeypad`` key.
///
/// Bind it to the `Money` your model holds with `init(money:…)`, to a value and a currency kept
/// apart with `init(value:currency:…)` (a `Binding<Decimal>` or `Binding<Decimal?>`, and a
/// `Binding<Currency>`), or to a whole `AmountInputViewState` with ``init(state:converter:clock:)``.
/// Either way it draws one `AmountInputViewState`: every decision (the figure, its colour, the
/// reason, the cursor, the conversion line, what VoiceOver reads) is the state's, and the amount's
/// currency is the state's own, so conversion, limits and VoiceOver cannot disagree.
///
/// Bound to your model, the amount and its currency are refused together: a new currency that
/// the typed digits do not fit (12.5 typed, then yen) is refused in the field and written back
/// into your model's currency, so your model never holds 12.5 JPY. A value your model sets that
/// the field cannot hold (9.999 in francs) stays in your model and is reported in `conflict`:
/// check that it is nil before you save.
public struct AmountInputView: View {
    private enum Source {
        case state(Binding<AmountInputViewState>)
        case value(Binding<BoundAmount>, sync: AmountValueSync, limits: AmountLimits, conversionTarget: Currency?, isFocused: ExternalFocus?,
                   conflict: Binding<AmountValueSync.Conflict?>?)
    }

    private let source: Source
    private let converter: (any CurrencyConverter)?
    private let clock: any Clock<Duration>

    /// An amount entry drawing `state`.
    ///
    /// - Parameters:
    ///   - state: The amount, the last refusal, focus, the conversion target and the conversion.
    ///   - converter: Where conversion rates come from; nil converts nothing (the state's
    ///     conversion is drawn as it is).
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    public init(state: Binding<AmountInputViewState>, converter: (any CurrencyConverter)? = nil,
                clock: any Clock<Duration> = ContinuousClock()) {
        source = .state(state)
        self.converter = converter
        self.clock = clock
    }

    /// An amount entry bound to the `Money` your model holds: typing writes its amount (an empty
    /// amount is zero), and an amount or currency set from outside is shown. Both are applied
    /// together or not at all: a currency the typed digits do not fit is refused and written back
    /// into `money`; an amount the currency cannot hold (9.999 francs, a negative amount) is not
    /// rounded or written back: the field keeps what it showed, shows the reason and reports it
    /// in `conflict`.
    ///
    /// ```swift
    /// @State private var rates: ECBConverter?
    ///
    /// AmountInputView(money: $expense.price, conversionTarget: .eur, converter: rates)
    ///     .task { rates = try? await ECBRatesLoader().converter() }
    /// ```
    ///
    /// - Parameters:
    ///   - money: The amount and its currency in your model.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: The caller's focus state for the amount (`$amountFocused` of a
    ///     `@FocusState private var amountFocused: Bool`): true while it has the keyboard, and
    ///     setting it gives or takes the keyboard; nil keeps focus inside the view.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    ///   - converter: Where conversion rates come from; nil converts nothing.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    public init(money: Binding<Money>, maximum: Decimal? = nil, minimum: Decimal? = nil, allowsNegative: Bool = false,
        conversionTarget: Currency? = nil,
                isFocused: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil,
                converter: (any CurrencyConverter)? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        source = .value(.money(money), sync: AmountValueSync(empty: .zero), limits: AmountLimits(maximum: maximum,
            minimum: minimum, allowsNegative: allowsNegative), conversionTarget: conversionTarget,
                        isFocused: isFocused.map(ExternalFocus.focusState), conflict: conflict)
        self.converter = converter
        self.clock = clock
    }

    /// An amount entry bound to the `Decimal` and the `Currency` your model keeps apart: typing
    /// writes the value (an empty amount is zero). Otherwise as the `Binding<Money>` initializer;
    /// for a fixed currency pass `.constant(.eur)`.
    ///
    /// - Parameters:
    ///   - value: The amount in your model.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the amount's currency when it cannot.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: The caller's focus state for the amount: true while it has the keyboard,
    ///     and setting it gives or takes the keyboard; nil keeps focus inside the view.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    ///   - converter: Where conversion rates come from; nil converts nothing.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    public init(value: Binding<Decimal>, currency: Binding<Currency>, maximum: Decimal? = nil, minimum: Decimal? = nil,
        allowsNegative: Bool = false, conversionTarget: Currency? = nil,
                isFocused: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil,
                converter: (any CurrencyConverter)? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        source = .value(.value(value.optionalAmount, currency: currency), sync: AmountValueSync(empty: .zero),
            limits: AmountLimits(maximum: maximum, minimum: minimum, allowsNegative: allowsNegative),
                        conversionTarget: conversionTarget, isFocused: isFocused.map(ExternalFocus.focusState), conflict: conflict)
        self.converter = converter
        self.clock = clock
    }

    /// An amount entry bound to an optional `Decimal` and its `Currency`: nil while no amount is
    /// typed, zero when "0" is. Otherwise as the `Binding<Decimal>` initializer.
    ///
    /// - Parameters:
    ///   - value: The amount in your model; nil for none.
    ///   - currency: Its currency; a new currency keeps the typed digits when it can hold them, and
    ///     is written back to the amount's currency when it cannot.
    ///   - maximum: The largest amount the person can enter; nil allows any amount of up to 12
    ///     integer digits.
    ///   - minimum: The smallest amount the person can enter; nil for none. A key never takes the
    ///     amount further below it, and a smaller amount pasted or set is refused.
    ///   - allowsNegative: Whether the amount may be negative (a refund, a correction): the sign
    ///     key, a minus typed and negative amounts pasted or set are taken.
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: The caller's focus state for the amount: true while it has the keyboard,
    ///     and setting it gives or takes the keyboard; nil keeps focus inside the view.
    ///   - conflict: Where the field writes what your model holds that it does not show (nil when
    ///     they agree); test it before you save.
    ///   - converter: Where conversion rates come from; nil converts nothing.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    public init(value: Binding<Decimal?>, currency: Binding<Currency>, maximum: Decimal? = nil, minimum: Decimal? = nil,
        allowsNegative: Bool = false, conversionTarget: Currency? = nil,
                isFocused: FocusState<Bool>.Binding? = nil, conflict: Binding<AmountValueSync.Conflict?>? = nil,
                converter: (any CurrencyConverter)? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        source = .value(.value(value, currency: currency), sync: AmountValueSync(empty: .none),
            limits: AmountLimits(maximum: maximum, minimum: minimum, allowsNegative: allowsNegative),
                        conversionTarget: conversionTarget, isFocused: isFocused.map(ExternalFocus.focusState), conflict: conflict)
        self.converter = converter
        self.clock = clock
    }

    /// An amount entry bound to the `Money` your model holds, its focus in a `Binding<Bool>`.
    ///
    /// - Parameters:
    ///   - money: The amount and its currency in your model.
    ///   - maximum: The largest amount the person can enter; nil allows any amount.
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: Whether the amount has the keyboard; nil keeps focus inside the view.
    ///   - conflict: Where the field writes what your model holds that it does not show.
    ///   - converter: Where conversion rates come from; nil converts nothing.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    @available(*, deprecated, message: "Use init(money:maximum:conversionTarget:isFocused:conflict:converter:clock:) with a FocusState<Bool>.Binding instead")
    @_disfavoredOverload
    public init(money: Binding<Money>, maximum: Decimal? = nil, conversionTarget: Currency? = nil, isFocused: Binding<Bool>?,
                conflict: Binding<AmountValueSync.Conflict?>? = nil,
                converter: (any CurrencyConverter)? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        source = .value(.money(money), sync: AmountValueSync(empty: .zero), limits: AmountLimits(maximum: maximum),
            conversionTarget: conversionTarget,
                        isFocused: isFocused.map(ExternalFocus.binding), conflict: conflict)
        self.converter = converter
        self.clock = clock
    }

    /// An amount entry bound to a `Decimal` and a `Currency`, its focus in a `Binding<Bool>`.
    ///
    /// - Parameters:
    ///   - value: The amount in your model.
    ///   - currency: Its currency.
    ///   - maximum: The largest amount the person can enter; nil allows any amount.
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: Whether the amount has the keyboard; nil keeps focus inside the view.
    ///   - conflict: Where the field writes what your model holds that it does not show.
    ///   - converter: Where conversion rates come from; nil converts nothing.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    @available(*, deprecated, message: "Use init(value:currency:maximum:conversionTarget:isFocused:conflict:converter:clock:) with a FocusState<Bool>.Binding instead")
    @_disfavoredOverload
    public init(value: Binding<Decimal>, currency: Binding<Currency>, maximum: Decimal? = nil, conversionTarget: Currency? = nil,
                isFocused: Binding<Bool>?, conflict: Binding<AmountValueSync.Conflict?>? = nil,
                converter: (any CurrencyConverter)? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        source = .value(.value(value.optionalAmount, currency: currency), sync: AmountValueSync(empty: .zero),
            limits: AmountLimits(maximum: maximum),
                        conversionTarget: conversionTarget, isFocused: isFocused.map(ExternalFocus.binding), conflict: conflict)
        self.converter = converter
        self.clock = clock
    }

    /// An amount entry bound to an optional `Decimal` and a `Currency`, its focus in a
    /// `Binding<Bool>`.
    ///
    /// - Parameters:
    ///   - value: The amount in your model; nil for none.
    ///   - currency: Its currency.
    ///   - maximum: The largest amount the person can enter; nil allows any amount.
    ///   - conversionTarget: The currency the amount is also shown in; nil shows no conversion.
    ///   - isFocused: Whether the amount has the keyboard; nil keeps focus inside the view.
    ///   - conflict: Where the field writes what your model holds that it does not show.
    ///   - converter: Where conversion rates come from; nil converts nothing.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    @available(*, deprecated, message: "Use init(value:currency:maximum:conversionTarget:isFocused:conflict:converter:clock:) with a FocusState<Bool>.Binding instead")
    @_disfavoredOverload
    public init(value: Binding<Decimal?>, currency: Binding<Currency>, maximum: Decimal? = nil, conversionTarget: Currency? = nil,
                isFocused: Binding<Bool>?, conflict: Binding<AmountValueSync.Conflict?>? = nil,
                converter: (any CurrencyConverter)? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        source = .value(.value(value, currency: currency), sync: AmountValueSync(empty: .none), limits: AmountLimits(maximum: maximum),
                        conversionTarget: conversionTarget, isFocused: isFocused.map(ExternalFocus.binding), conflict: conflict)
        self.converter = converter
        self.clock = clock
    }

    /// Whether the amount takes arithmetic (``SwiftUI/View/amountExpressions(_:)``).
    @Environment(\.amountExpressions) private var allowsExpressions

    /// The amount, the refusal, the conversion and the copy and paste buttons.
    public var body: some View {
        switch source {
        case .state(let state):
            AmountInputContent(state: state, converter: converter, clock: clock)
        case .value(let model, let sync, let limits, let conversionTarget, let isFocused, let conflict):
            AmountValueHost(model: model, conflict: conflict, sync: sync, makeState: { [allowsExpressions] currency, locale in
                AmountInputViewState(currency: currency, locale: locale, maximumValue: limits.maximum,
                    minimumValue: limits.minimum, allowsNegative: limits.allowsNegative, allowsExpressions: allowsExpressions,
                    conversionTarget: conversionTarget)
            }) { state in
                AmountInputContent(state: state, converter: converter, clock: clock, focus: isFocused?.focusState)
                    .modifier(FocusMirror(isFocused: state.isFocused, external: isFocused))
                    .onChange(of: conversionTarget, initial: true) { _, target in
                        if state.wrappedValue.conversionTarget != target { state.wrappedValue.conversionTarget = target }
                    }
            }
        }
    }
}

/// The focus a caller keeps for a view: its `FocusState` (the one convention of the public API),
/// or a `Bool` binding (only the deprecated initializers pass one).
enum ExternalFocus {
    case focusState(FocusState<Bool>.Binding)
    case binding(Binding<Bool>)

    /// Whether the caller's focus is on the view.
    var wrappedValue: Bool {
        get {
            switch self {
            case .focusState(let focus): focus.wrappedValue
            case .binding(let binding): binding.wrappedValue
            }
        }
        nonmutating set {
            switch self {
            case .focusState(let focus): focus.wrappedValue = newValue
            case .binding(let binding): binding.wrappedValue = newValue
            }
        }
    }

    /// The caller's `FocusState`, when that is what it keeps.
    var focusState: FocusState<Bool>.Binding? {
        if case .focusState(let focus) = self { return focus }
        return nil
    }
}

/// Keeps a state's focus and the caller's focus equal, both ways: the caller's value, read as
/// the view appears and whenever it changes, gives or takes the state's focus (and with it the
/// UIKit responder's keyboard); the state's focus, which the responder writes when the person
/// taps the amount or dismisses the keyboard, is written back to the caller.
struct FocusMirror: ViewModifier {
    @Binding var isFocused: Bool
    let external: ExternalFocus?

    func body(content: Content) -> some View {
        if let external {
            content
                .onChange(of: external.wrappedValue, initial: true) { _, focused in
                    if isFocused != focused { isFocused = focused }
                }
                .onChange(of: isFocused) { _, focused in
                    if external.wrappedValue != focused { external.wrappedValue = focused }
                }
        } else {
            content
        }
    }
}

extension View {
    /// `focused(_:)` with the caller's focus state, when there is one: SwiftUI then counts the
    /// view as where that focus state points.
    @ViewBuilder
    func focused(ifGiven focus: FocusState<Bool>.Binding?) -> some View {
        if let focus {
            self.focused(focus)
        } else {
            self
        }
    }
}

/// What ``AmountInputView`` draws, over its state.
@MainActor
private struct AmountInputContent: View {
    @Environment(\.tallyTheme) private var theme
    @Binding var state: AmountInputViewState
    let converter: (any CurrencyConverter)?
    let clock: any Clock<Duration>
    /// The caller's focus state, tied to the figure that takes the keyboard; nil for none.
    var focus: FocusState<Bool>.Binding?

    @State private var width: CGFloat = 0
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// The currency picker the currency button opens; nil shows no button.
    @Environment(\.currencyPicker) private var currencyPicker

    /// The key the conversion task runs for in `current`: nil without a converter.
    private func conversionKey(of current: AmountInputViewState) -> ConversionKey? {
        converter == nil ? nil : current.conversionKey
    }

    /// The key the conversion task runs for now, read through the binding.
    private var conversionKey: ConversionKey? { conversionKey(of: state) }

    var body: some View {
        // The state read once: every read of the binding copies the whole state.
        let current = state
        // Built once per render: formatting and catalog lookups are not repeated per modifier.
        let display = current.conversionDisplay(locale: locale, language: language)
        VStack(spacing: theme.spacing(.sm)) {
            amount(current)
            if let total = current.totalText {
                // The running total under an expression; VoiceOver reads it with the expression.
                Text(verbatim: total)
                    .tallyFont(.h2)
                    .foregroundStyle(ThemeColor.textSecondary)
                    .monospacedDigit()
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .accessibilityHidden(true)
            }
            if let currencyPicker {
                currencyButton(current.entry.currency, options: currencyPicker)
            }
            if let error = current.errorText(locale: locale, language: language) {
                Text(verbatim: error)
                    .tallyFont(.caption)
                    .foregroundStyle(ThemeColor.destructive)
                    .multilineTextAlignment(.center)
            }
            conversionView(display)
                .motionSafe(spring: .conversionReveal, kind: .appear, value: display.text)
            clipboardButtons
        }
        .amountFeedback(current.entry)
        .task(id: conversionKey(of: current)) { @MainActor in
            guard let key = conversionKey, let converter else { return }
            await clock.runConversion(
                key: key, converter: converter, debounce: theme.duration(.debounceConversion), current: { conversionKey }, update: { state.conversion = $0 }
            )
        }
    }

    /// The figure, drawn from `current` (the binding read once).
    private func amount(_ current: AmountInputViewState) -> some View {
        let reading = current.accessibilityReading(locale: locale, language: language)
        let hero = theme.typography(.heroAmount)
        let baseSize = hero.fontSize.points
        let size = heroAmountSize(width: width, token: hero, baseSize: baseSize) { width, measurer in
            current.fontSize(availableWidth: width, measurer: measurer, baseSize: baseSize)
        }
        let display = current.display
        return HStack(spacing: theme.spacing(.xs)) {
            Text(verbatim: display)
                .font(heroAmountFont(hero, size: size))
                .foregroundStyle(current.showsRefusal ? ThemeColor.destructive : ThemeColor.textPrimary)
                .lineLimit(1)
                .minimumScaleFactor(0.3)
                .motionSafeNumericText(countsDown: current.countsDown, value: display)
            if current.showsCursor {
                BlinkingCursor(height: CGFloat(current.cursorHeight(fontSize: size)))
            }
        }
        .frame(maxWidth: .infinity)
        .errorShake(trigger: current.entry.refusalCount)
        .modifier(WidthReader(width: $width))
        .overlay { keyInput }
        .focused(ifGiven: focus)
        .accessibilityElement(children: .ignore)
        .amountAccessibility(reading, traits: AmountInputViewState.amountAccessibilityTraits)
        // VoiceOver's double-tap gives the amount focus, and the keyboard comes up.
        .accessibilityAction { state.isFocused = true }
    }

    /// The amount's currency as a button that opens the currency picker: its code and a chevron.
    private func currencyButton(_ currency: Currency, options: CurrencyPickerOptions) -> some View {
        CurrencyPickerButton(entry: $state.entry, options: options) {
            HStack(spacing: theme.spacing(.xs)) {
                Text(verbatim: currency.code)
                    .monospacedDigit()
                Image(systemName: "chevron.down")
                    .imageScale(.small)
            }
        }
        .tallyFont(.button)
        .buttonStyle(.bordered)
    }

    /// The keyboard's way in: a UIKit responder over the figure.
    @MainActor @ViewBuilder private var keyInput: some View {
        #if canImport(UIKit)
        AmountKeyInput(
            isFocused: state.isFocused, hasAmount: !state.input.isEmpty || state.input.isNegative,
            allowsNegative: state.input.allowsNegative,
            onEvent: { event in state.handle(event) },
            onFocusChange: { focused in if state.isFocused != focused { state.isFocused = focused } }
        )
        #endif
    }

    private func conversionView(_ display: ConversionDisplay) -> some View {
        ZStack {
            if let line = display.text, let spoken = display.accessibilityElement {
                VStack(spacing: theme.spacing(.groupedMinimal)) {
                    Text(verbatim: line)
                        .tallyFont(.body)
                        .foregroundStyle(ThemeColor.textSecondary)
                        .tallyAccessibility(spoken)
                    if let ratesDate = display.ratesDate {
                        Text(verbatim: ratesDate)
                            .tallyFont(.caption)
                            .foregroundStyle(ThemeColor.textSubtle)
                    }
                }
                .motionSafeTransition(.opacity.combined(with: .move(edge: .top)), kind: .appear)
                .id(line)
            }
        }
    }

    /// Copy and paste side by side, or stacked at the accessibility text sizes and whenever they
    /// do not fit side by side, so no title is broken inside a word.
    @MainActor @ViewBuilder private var clipboardButtons: some View {
        #if canImport(UIKit)
        Group {
            if AmountInputViewState.stacksClipboardButtons(isAccessibilitySize: dynamicTypeSize.isAccessibilitySize) {
                VStack(spacing: theme.spacing(.sm)) { clipboardButtonRow }
            } else {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: theme.spacing(.md)) { clipboardButtonRow }
                    VStack(spacing: theme.spacing(.sm)) { clipboardButtonRow }
                }
            }
        }
        .tallyFont(.button)
        .buttonStyle(.bordered)
        #endif
    }

    #if canImport(UIKit)
    @MainActor @ViewBuilder private var clipboardButtonRow: some View {
        Button {
            UIPasteboard.general.string = state.copy()
        } label: {
            Label { LocalizedText(.buttonCopy) } icon: {
                // The symbol turns into a checkmark while the copied amount is shown.
                Image(systemName: state.copySymbol)
                    .symbolChangeTransition()
            }
            .successBounce(trigger: state.copyCount)
        }
        .disabled(!AmountKeyboard.canCopy(state.input))
        // The system's paste button: the person's tap is the permission, so iOS shows no
        // "Allow Paste" prompt (reading the pasteboard directly would ask every time).
        PasteButton(payloadType: String.self) { strings in
            guard let text = strings.first else { return }
            Task { @MainActor in state.entry.perform(.paste(text)) }
        }
    }
    #endif
}
#endif

#if canImport(SwiftUI)
private struct AmountExpressionsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the amount views below take arithmetic.
    var amountExpressions: Bool {
        get { self[AmountExpressionsKey.self] }
        set { self[AmountExpressionsKey.self] = newValue }
    }
}

extension View {
    /// Lets the person type arithmetic into the ``AmountInputView``s below that are bound to a
    /// value or `Money` ("12.40 + 7.60", "86.40 ÷ 4"): the figure shows the expression with its
    /// running total under it, your binding always holds the total, and = or leaving the field
    /// turns the expression into its total. Every result is exact: one the currency cannot hold
    /// (10 ÷ 3 in francs), a division by zero, or a total past the limits is refused with its
    /// reason, never rounded. Give an ``AmountKeypad`` next to it its operator row by making the
    /// same amount. A view made from a state takes arithmetic when its state does
    /// (`AmountInputViewState(currency:locale:…, allowsExpressions: true)`).
    ///
    /// ```swift
    /// AmountInputView(money: $expense.price)
    ///     .amountExpressions()
    /// ```
    public func amountExpressions(_ isOn: Bool = true) -> some View {
        environment(\.amountExpressions, isOn)
    }
}
#endif

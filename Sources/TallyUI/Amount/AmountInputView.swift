#if canImport(SwiftUI)
import SwiftUI
import TallyCore
#if canImport(UIKit)
import UIKit
#endif

// MARK: - Hero amount font

#if canImport(UIKit)
/// Measures amounts with UIKit in the hero amount's font (Inter Bold 56, or the system's bold
/// font when Inter is not installed). The font is built once, never per render; a width at
/// another size is the width at 56 scaled (text width is linear in font size).
struct UIKitTextMeasurer: TextMeasurer {
    /// The font every measurement uses.
    private static let measureFont: UIFont =
        UIFont(name: "Inter-Bold", size: 56) ?? .systemFont(ofSize: 56, weight: .bold)
    /// The size of ``measureFont``.
    private static let measureSize = 56.0

    func width(of text: String, fontSize: Double) -> Double {
        let width = (text as NSString).size(withAttributes: [.font: Self.measureFont]).width
        return Double(width) * fontSize / Self.measureSize
    }
}
#endif

/// The hero amount's font at the size ``AmountFontFit`` picks for `text` in `width` points: the
/// `typography.heroAmount` token at that size, with tabular figures. Without UIKit, or before the
/// width is known, the token's own size (the text still shrinks to fit with
/// `minimumScaleFactor`).
func heroAmountFont(for text: String, width: CGFloat, baseSize: Double = AmountFontFit().baseSize) -> Font {
    var token = TallyTokens.Typography.heroAmount
    var size = baseSize
    #if canImport(UIKit)
    if width > 0 {
        size = AmountFontFit(baseSize: baseSize).fontSize(for: text, availableWidth: Double(width), measurer: UIKitTextMeasurer())
    }
    #endif
    token.fontSize = TokenDimension(size, .px)
    return Font(token).monospacedDigit()
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
    /// Runs ``ConversionPipeline`` for `key` with the 300 ms debounce on this clock.
    fileprivate func runConversion(
        key: ConversionKey, converter: any CurrencyConverter,
        current: @escaping @MainActor @Sendable () -> ConversionKey?,
        update: @escaping @MainActor @Sendable (ConversionState) -> Void
    ) async {
        await ConversionPipeline.run(
            key: key, converter: converter, clock: self, debounce: .milliseconds(300),
            current: current, update: update
        )
    }
}

// MARK: - AmountInputView

/// Seed 000's amount entry: the amount as typed in the hero style, rolling digit by digit
/// (`.contentTransition(.numericText(countsDown:))`), shrinking to fit its width, red with the
/// reason below when the last key was refused, a blinking cursor, copy and paste, and the amount
/// converted into another currency ("≈ 11.70 EUR"), debounced on an injected clock.
///
/// Keys are applied by the caller's keypad (`rejection = input.apply(key)`); this view applies
/// only pasted text. It formats nothing itself: the figure is ``AmountInput/display``, the
/// converted amount and the VoiceOver value come from ``AmountFormatter``.
public struct AmountInputView: View {
    @Binding private var input: AmountInput
    @Binding private var currency: Currency
    @Binding private var rejection: AmountInputRejection?
    private let conversionTarget: Currency?
    private let converter: (any CurrencyConverter)?
    private let clock: any Clock<Duration>

    @State private var conversion: ConversionState = .idle
    @State private var width: CGFloat = 0
    @Environment(\.locale) private var locale

    /// An amount entry.
    ///
    /// - Parameters:
    ///   - input: The amount being typed.
    ///   - currency: The amount's currency.
    ///   - rejection: Why the last key was refused, nil when it was accepted; the view shows it
    ///     and sets it when a paste is refused.
    ///   - conversionTarget: The currency to show the amount in as well; nil shows no conversion.
    ///   - converter: Where conversion rates come from; nil shows no conversion.
    ///   - clock: The clock the 300 ms conversion debounce waits on.
    public init(
        input: Binding<AmountInput>,
        currency: Binding<Currency>,
        rejection: Binding<AmountInputRejection?> = .constant(nil),
        conversionTarget: Currency? = nil,
        converter: (any CurrencyConverter)? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        _input = input
        _currency = currency
        _rejection = rejection
        self.conversionTarget = conversionTarget
        self.converter = converter
        self.clock = clock
    }

    /// What the conversion is about; nil when there is no target or converter.
    private var conversionKey: ConversionKey? {
        guard let conversionTarget, converter != nil else { return nil }
        return ConversionKey(amount: input.value, currency: currency.code, target: conversionTarget.code)
    }

    /// The whole amount with its currency, as VoiceOver reads it.
    private var accessibilityAmount: String {
        input.accessibilityValue(locale: locale)
    }

    /// The amount, the refusal, the conversion and the copy and paste buttons.
    public var body: some View {
        // Built once per render: formatting and catalog lookups are not repeated per modifier.
        let display = conversionDisplay
        VStack(spacing: AppSpacing.sm) {
            amount
            if let rejection {
                Text(verbatim: rejection.message(locale: locale))
                    .font(AppTypography.caption)
                    .foregroundStyle(AppColors.destructive)
                    .multilineTextAlignment(.center)
            }
            conversionView(display)
                .motionSafe(.conversionReveal, kind: .appear, value: display.text)
            clipboardButtons
        }
        .task(id: conversionKey) { @MainActor in
            guard let key = conversionKey, let converter else {
                conversion = .idle
                return
            }
            await clock.runConversion(
                key: key, converter: converter, current: { conversionKey }, update: { conversion = $0 }
            )
        }
    }

    private var amount: some View {
        HStack(spacing: AppSpacing.xs) {
            Text(verbatim: input.display)
                .font(heroAmountFont(for: input.display, width: width))
                .foregroundStyle(rejection == nil ? AppColors.textPrimary : AppColors.destructive)
                .lineLimit(1)
                .minimumScaleFactor(0.3)
                .contentTransition(.numericText(countsDown: input.lastChangeCountsDown))
                .motionSafe(.amountDigit, kind: .numericText, value: input.display)
            BlinkingCursor(height: AppIconSize.xl)
        }
        .frame(maxWidth: .infinity)
        .modifier(WidthReader(width: $width))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: TallyStringKey.amountAccessibilityLabel.text(locale: locale)))
        .accessibilityValue(Text(verbatim: accessibilityAmount))
        .accessibilityHint(Text(verbatim: TallyStringKey.amountAccessibilityHint.text(locale: locale)))
    }

    /// The conversion line, its VoiceOver label and the rates' date, decided by TallyCore.
    private var conversionDisplay: ConversionDisplay {
        ConversionDisplay(state: conversion, key: conversionKey, target: conversionTarget, locale: locale)
    }

    private func conversionView(_ display: ConversionDisplay) -> some View {
        ZStack {
            if let line = display.text {
                VStack(spacing: AppSpacing.groupedMinimal) {
                    Text(verbatim: line)
                        .font(AppTypography.body)
                        .foregroundStyle(AppColors.textSecondary)
                        .accessibilityLabel(Text(verbatim: display.accessibilityLabel ?? line))
                    if let ratesDate = display.ratesDate {
                        Text(verbatim: ratesDate)
                            .font(AppTypography.caption)
                            .foregroundStyle(AppColors.textSubtle)
                    }
                }
                .transition(.opacity.combined(with: .move(edge: .top)))
                .id(line)
            }
        }
    }

    @ViewBuilder private var clipboardButtons: some View {
        #if canImport(UIKit)
        HStack(spacing: AppSpacing.md) {
            Button {
                UIPasteboard.general.string = input.display
            } label: {
                Label { LocalizedText(.buttonCopy) } icon: { Image(systemName: "doc.on.doc") }
            }
            Button {
                if let text = UIPasteboard.general.string {
                    rejection = input.apply(.paste(text))
                }
            } label: {
                Label { LocalizedText(.buttonPaste) } icon: { Image(systemName: "doc.on.clipboard") }
            }
        }
        .font(AppTypography.button)
        .buttonStyle(.bordered)
        #endif
    }
}

// MARK: - Previews

/// A converter for previews: 1 CHF is 1.17 EUR, and RUB has no rate.
private struct PreviewConverter: CurrencyConverter {
    func convert(_ amount: Decimal, from: Currency, to: Currency) async throws -> Conversion {
        guard from != .rub, to != .rub else {
            throw ConversionError.rateUnavailable(from: from.code, to: to.code)
        }
        return Conversion(amount: amount * Decimal(117) / Decimal(100), ratesDate: nil)
    }
}

private struct AmountInputPreview: View {
    @State private var input: AmountInput
    @State private var currency: Currency
    @State private var rejection: AmountInputRejection?

    init(localeIdentifier: String, currency: Currency = .chf, typed: [AmountKey] = [.digit(1), .digit(2), .digit(3), .digit(4), .separator("."), .digit(5)]) {
        var input = AmountInput(currency: currency, locale: Locale(identifier: localeIdentifier))
        for key in typed { input.apply(key) }
        _input = State(initialValue: input)
        _currency = State(initialValue: currency)
    }

    var body: some View {
        VStack(spacing: AppSpacing.lg) {
            AmountInputView(
                input: $input, currency: $currency, rejection: $rejection,
                conversionTarget: .eur, converter: PreviewConverter()
            )
            HStack {
                ForEach([AmountKey.digit(7), .separator("."), .digit(9), .backspace], id: \.self) { key in
                    Button {
                        rejection = input.apply(key)
                    } label: {
                        Image(systemName: key == .backspace ? "delete.left" : "plus.circle")
                    }
                }
            }
        }
        .padding(AppSpacing.lg)
        .background(AppColors.background)
    }
}

#Preview("Amount, light") {
    AmountInputPreview(localeIdentifier: "en_US")
}

#Preview("Amount, dark") {
    AmountInputPreview(localeIdentifier: "en_US").preferredColorScheme(.dark)
}

#Preview("Amount, AX3") {
    AmountInputPreview(localeIdentifier: "en_US").dynamicTypeSize(.accessibility3)
}

#Preview("Amount, ru") {
    AmountInputPreview(localeIdentifier: "ru_RU", currency: .rub).environment(\.locale, Locale(identifier: "ru_RU"))
}

#Preview("Amount, fr") {
    AmountInputPreview(localeIdentifier: "fr_CH").environment(\.locale, Locale(identifier: "fr_CH"))
}

#Preview("Amount, de") {
    AmountInputPreview(localeIdentifier: "de_DE", currency: .eur).environment(\.locale, Locale(identifier: "de_DE"))
}
#endif

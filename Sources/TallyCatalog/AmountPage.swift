import Foundation
import Plot
@_spi(Tally) import TallyCore
import TallyStories

/// The amount page: recorded typing sessions, every step computed by the engine when the site
/// is built (display and, under an expression, its running total; VoiceOver value, fitted size,
/// roll direction, refusal), and a conversion
/// with the bundled ECB rates and their date.
enum AmountPage {
    static func render(rates: ECBReferenceRates?) -> String {
        let sections = TypingSession.all.map { session -> String in
            let rows = session.steps().map { step in
                """
                <tr><td><code>\(HTMLEscape.attribute(step.key))</code></td><td class="figure" style="font-size: \(NumberText.format(min(step.fontSize, 28)))px">\(HTMLEscape.attribute(step.display))\(step.total.map { "<span class=\"total\">= \(HTMLEscape.attribute($0))</span>" } ?? "")</td><td>\(HTMLEscape.attribute(step.accessibilityValue))</td><td>\(NumberText.format(step.fontSize, maximumFractionDigits: 2)) pt</td><td>\(step.countsDown ? "down" : "up")</td><td class="refusal">\(HTMLEscape.attribute(step.rejection ?? ""))</td></tr>
                """
            }
            var conversion = ""
            if let target = session.conversionTarget {
                let input = session.finalInput
                if let rates, let converted = rates.convert(input.value, from: session.currency, to: target) {
                    let state = ConversionState.converted(ConversionKey(amount: input.value, currency: session.currency.code, target: target.code),
                                                          Conversion(amount: converted, ratesDate: rates.date))
                    let display = ConversionDisplay(state: state, key: state.key, target: target, locale: session.locale)
                    conversion = "<p class=\"conversion\">\(HTMLEscape.attribute(display.text ?? "")) · \(HTMLEscape.attribute(display.ratesDate ?? ""))</p>"
                } else {
                    conversion = "<p class=\"conversion\">\(HTMLEscape.attribute(Localizer.string(.currencyErrorRateUnavailable, locale: session.locale)))</p>"
                }
            }
            return """
            <section class="session" id="\(session.id)"><h2>\(HTMLEscape.attribute(session.title))</h2><p class="meta">\(session.locale.identifier) · \(session.currency.code) (\(session.currency.minorUnits) minor units)</p><table class="steps"><thead><tr><th>Key</th><th>Display</th><th>VoiceOver value</th><th>Font size</th><th>Roll</th><th>Refused</th></tr></thead><tbody>\(rows.joined())</tbody></table>\(conversion)</section>
            """
        }
        return PageShell.render(
            title: "Amount entry",
            .body(
                PageShell.header("Amount entry", "Typing sessions replayed by the amount engine when this page was built: what the figure shows after each key (under an expression, its running total), what VoiceOver reads, the size the figure is drawn at on a 390 pt phone, which way the digits roll, and why a key was refused. Nothing here is computed in the browser."),
                .main(.raw(sections.joined()))
            )
        )
    }
}

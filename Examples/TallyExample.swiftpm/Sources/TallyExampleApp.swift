import SwiftUI
import TallyCore
import TallyInter
import TallyUI

/// Tally's example app: a sample expense form bound to a `Decimal`, the same amount typed on
/// Tally's own keypad, and the gallery of every component in every state, in Tally's own look or
/// in a brand's (the Evergreen theme, generated from `Examples/Themes/Brand.theme.json`).
@main
struct TallyExampleApp: App {
    @AppStorage("usesBrandTheme") private var usesBrandTheme = false

    /// Inter, which the tokens name, registered before any view looks a font up; without it the
    /// system font is drawn. The amount formatters the forms use are compiled off the main
    /// thread, so the first amount sheet opens without compiling them.
    init() {
        try? TallyInter.register()
        Task.detached(priority: .utility) {
            AmountFormatter.prewarm(locale: .autoupdatingCurrent, currencies: [.chf, .eur, .usd, .jpy])
        }
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                ExpenseForm()
                    .tabItem { Label("Expense", systemImage: "creditcard") }
                KeypadEntry()
                    .tabItem { Label("Keypad", systemImage: "circle.grid.3x3") }
                Form {
                    Toggle("Evergreen theme", isOn: $usesBrandTheme)
                }
                .tabItem { Label("Theme", systemImage: "paintpalette") }
            }
            .tallyTheme(usesBrandTheme ? .evergreen : .standard)
        }
    }
}

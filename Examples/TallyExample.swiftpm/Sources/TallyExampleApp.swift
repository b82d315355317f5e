import SwiftUI
import TallyCore
import TallyInter
import TallyUI

/// Tally's example app: a sample expense form bound to a `Decimal`, the same amount typed on
/// Tally's own keypad, a list of transactions grouped by day, and the gallery of every component
/// in every state, in Tally's own look or in a brand's (the Evergreen theme, generated from
/// `Examples/Themes/Brand.theme.json`), and in the language chosen in the settings tab: one modifier, `.tallyLanguage(_:)`, switches Tally's
/// text and the app's own keys the forms draw ("Details", "Note"), while `\.locale` keeps
/// formatting the amounts.
@main
struct TallyExampleApp: App {
    @AppStorage("usesBrandTheme") private var usesBrandTheme = false
    /// The language tag chosen in the settings tab; empty for the app's language.
    @AppStorage("tallyLanguage") private var languageTag = ""

    private let languages = ["en", "fr", "de", "ru"]

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
                TransactionList()
                    .tabItem { Label("Transactions", systemImage: "list.bullet") }
                Form {
                    Toggle("Evergreen theme", isOn: $usesBrandTheme)
                    Picker("Language", selection: $languageTag) {
                        Text("System").tag("")
                        ForEach(languages, id: \.self) { tag in
                            Text(verbatim: tag).tag(tag)
                        }
                    }
                }
                .tabItem { Label("Settings", systemImage: "paintpalette") }
            }
            .tallyTheme(usesBrandTheme ? .evergreen : .standard)
            .tallyLanguage(languageTag.isEmpty ? nil : TallyLanguage(languageTag))
        }
    }
}

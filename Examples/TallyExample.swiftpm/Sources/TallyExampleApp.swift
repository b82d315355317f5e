import SwiftUI
import TallyCore
import TallyInter
import TallyUI

/// Tally's example app: a sample expense form bound to a `Decimal`, the same amount typed on
/// Tally's own keypad, and the gallery of every component in every state.
@main
struct TallyExampleApp: App {
    /// Inter, which the tokens name, registered before any view looks a font up; without it the
    /// system font is drawn.
    init() {
        try? TallyInter.register()
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                ExpenseForm()
                    .tabItem { Label("Expense", systemImage: "creditcard") }
                KeypadEntry()
                    .tabItem { Label("Keypad", systemImage: "circle.grid.3x3") }
                NavigationStack {
                    TallyGallery()
                }
                .tabItem { Label("Gallery", systemImage: "square.grid.2x2") }
            }
        }
    }
}

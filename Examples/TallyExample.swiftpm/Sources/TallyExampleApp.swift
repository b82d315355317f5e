import SwiftUI
import TallyCore
import TallyUI

/// Tally's example app: a sample expense form bound to a `Decimal`, the same amount typed on
/// Tally's own keypad, and the gallery of every component in every state.
@main
struct TallyExampleApp: App {
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

import Foundation
import TallyCore

/// What the sample app draws in: `TallyTheme.harbor`, which TallyThemePlugin generated from
/// Harbor.theme.json while this target built (there is no Swift file for it in the sources).
public enum SampleApp {
    public static let theme: TallyTheme = .harbor

    /// The app's String Catalog of texts for Tally's keys, registered as an app does at launch.
    public static func registerTexts() throws {
        guard let url = Bundle.module.url(forResource: "TallyOverrides", withExtension: "xcstrings") else {
            throw CocoaError(.fileNoSuchFile)
        }
        try TallyLocalization.register(contentsOf: url)
    }

    /// One line about the theme: its name, primary colour (light / dark), medium radius and surfaces.
    public static var summary: String {
        let primary = theme.color(.primary)
        return "\(theme.name): primary \(primary.light.hex) / \(primary.dark.hex), radius.md \(theme.radius(.md)), \(theme.surfaces) surfaces"
    }
}

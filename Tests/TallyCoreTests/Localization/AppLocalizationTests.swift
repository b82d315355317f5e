import Foundation
import Testing
import TallyCore

@Suite("The app's localization for its own keys")
struct AppLocalizationTests {
    @Test("the language, then its shorter tags, as the bundle writes the localization")
    func fallbacks() {
        let app = ["en", "fr", "de", "Base"]
        #expect(TallyLanguage("fr").appLocalization(in: app, developmentLocalization: "en") == "fr")
        #expect(TallyLanguage("fr-CH").appLocalization(in: app, developmentLocalization: "en") == "fr")
        #expect(TallyLanguage("de_DE").appLocalization(in: app, developmentLocalization: "en") == "de")
        #expect(TallyLanguage("zh-Hans-TW").appLocalization(in: ["en", "zh-Hans"], developmentLocalization: "en") == "zh-Hans")
        // The bundle's own spelling is kept: it names the .lproj folder.
        #expect(TallyLanguage("pt-BR").appLocalization(in: ["en", "pt_BR"], developmentLocalization: "en") == "pt_BR")
        #expect(TallyLanguage("en-XA").appLocalization(in: app, developmentLocalization: "en") == "en")
    }

    @Test("a regional localization is preferred when it is the language asked for, and serves its language otherwise")
    func regions() {
        #expect(TallyLanguage("fr-CA").appLocalization(in: ["fr", "fr-CA"], developmentLocalization: "en") == "fr-CA")
        #expect(TallyLanguage("fr").appLocalization(in: ["fr-CA", "fr"], developmentLocalization: "en") == "fr")
        #expect(TallyLanguage("pt").appLocalization(in: ["en", "pt-BR"], developmentLocalization: "en") == "pt-BR")
        #expect(TallyLanguage("pt-PT").appLocalization(in: ["en", "pt-BR"], developmentLocalization: "en") == "pt-BR")
    }

    @Test("a language the app does not have takes the development localization, or none")
    func missing() {
        #expect(TallyLanguage("ru").appLocalization(in: ["en", "fr"], developmentLocalization: "en") == "en")
        #expect(TallyLanguage("ja").appLocalization(in: ["Base", "fr"], developmentLocalization: "en") == nil)
        #expect(TallyLanguage("ja").appLocalization(in: [], developmentLocalization: nil) == nil)
    }
}

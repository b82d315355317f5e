import Foundation
import SampleApp
import TallyCore

try SampleApp.registerTexts()
print(SampleApp.summary)
// The app's catalog replaces Tally's "Cancel" in English and adds Spanish.
print("cancel: \(Localizer.string(.commonCancel, language: "en", locale: Locale(identifier: "en_US"))), \(Localizer.string(.commonCancel, language: "es", locale: Locale(identifier: "es_ES")))")

import Foundation
#if canImport(CoreText)
import CoreText
#endif

/// Inter, the typeface Tally's typography tokens name, bundled for apps that opt in.
///
/// The tokens ask for the family "Inter" at weights 400, 500, 600 and 700; this module ships
/// those four faces (Inter 3.019 from Debian's `fonts-inter` 4.0~beta7, SIL Open Font License
/// 1.1, the licence in the bundle as `OFL.txt`). An app adds the `TallyInter` product and calls
/// ``register()`` once at launch; without it every "Inter" in Tally falls back to the system font
/// at the same size and weight. The hero amount's fit (`AdvanceWidthMeasurer.interBoldTabular`)
/// is generated from the `Inter-Bold.otf` shipped here, so what is measured is what is drawn.
///
/// ```swift
/// @main struct ExpensesApp: App {
///     init() { try? TallyInter.register() }
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
public enum TallyInter {
    /// One bundled face of Inter.
    public struct Face: Sendable, Hashable {
        /// The face's PostScript name, as `UIFont(name:size:)` takes it: `Inter-Bold`.
        public let postScriptName: String
        /// The file's name in the bundle: `Inter-Bold.otf`.
        public let fileName: String
        /// The weight the typography tokens give it, 100…900.
        public let weight: Int
    }

    /// The family the faces belong to, as the typography tokens name it.
    public static let familyName = "Inter"

    /// The faces shipped, one per weight the typography tokens use, lightest first.
    public static let faces: [Face] = [
        Face(postScriptName: "Inter-Regular", fileName: "Inter-Regular.otf", weight: 400),
        Face(postScriptName: "Inter-Medium", fileName: "Inter-Medium.otf", weight: 500),
        Face(postScriptName: "Inter-SemiBold", fileName: "Inter-SemiBold.otf", weight: 600),
        Face(postScriptName: "Inter-Bold", fileName: "Inter-Bold.otf", weight: 700),
    ]

    /// The file of `face` in this module's bundle.
    ///
    /// - Throws: ``TallyInterError/missingFile(_:)`` when the bundle lacks it.
    public static func url(of face: Face) throws -> URL {
        try resource(face.fileName)
    }

    /// The SIL Open Font License 1.1 with Inter's copyright line, which must travel with the fonts.
    ///
    /// - Throws: ``TallyInterError/missingFile(_:)`` when the bundle lacks it.
    public static func licenseURL() throws -> URL {
        try resource("OFL.txt")
    }

    /// The bundled file named `fileName`, found by name and extension.
    private static func resource(_ fileName: String) throws -> URL {
        let name = (fileName as NSString).deletingPathExtension
        let ext = (fileName as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: name, withExtension: ext) else {
            throw TallyInterError.missingFile(fileName)
        }
        return url
    }

    #if canImport(CoreText)
    /// Makes the bundled faces available to this process by their PostScript names, so that
    /// `Font.custom("Inter", …)`, `UIFont(name: "Inter-Bold", size:)` and the tokens draw Inter.
    /// Call it at launch, before any view looks a font up.
    ///
    /// Registers each file with `CTFontManagerRegisterFontsForURL` in the `.process` scope. Safe
    /// to call from any thread and any number of times: the first successful call registers, later
    /// calls return at once without touching CoreText. A file CoreText reports as already
    /// registered counts as registered. When a file fails, the others are still registered, the
    /// error names the first file that failed, and a later call tries again.
    /// ``registeredPostScriptNames`` then lists what was registered.
    ///
    /// - Throws: ``TallyInterError``: a file missing from the bundle, or CoreText's refusal with
    ///   its code (305, a font of the same name already registered from another file, is one:
    ///   then "Inter" draws that other copy, whose advances may differ from Tally's).
    public static func register() throws {
        try registry.registerOnce {
            var names: [String] = []
            var firstError: (any Error)?
            for face in faces {
                do {
                    names += try registerFile(of: face)
                } catch {
                    firstError = firstError ?? error
                }
            }
            if let firstError { throw firstError }
            return names
        }
    }

    /// The PostScript names of the faces ``register()`` has registered in this process, in
    /// ``faces`` order (`Inter-Regular`, `Inter-Medium`, `Inter-SemiBold`, `Inter-Bold`); empty
    /// before it has succeeded.
    public static var registeredPostScriptNames: [String] {
        registry.names ?? []
    }

    /// Registers one face's file and reads back the PostScript names it holds.
    private static func registerFile(of face: Face) throws -> [String] {
        let url = try self.url(of: face)
        var unmanagedError: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &unmanagedError) {
            if let cfError = unmanagedError?.takeRetainedValue() {
                let code = CFErrorGetCode(cfError)
                if code != CTFontManagerError.alreadyRegistered.rawValue {
                    throw TallyInterError.registrationFailed(file: face.fileName, code: code, reason: CFErrorCopyDescription(cfError) as String)
                }
            } else {
                throw TallyInterError.registrationFailed(file: face.fileName, code: 0, reason: "CoreText gave no reason")
            }
        }
        let descriptors = (CTFontManagerCreateFontDescriptorsFromURL(url as CFURL) as? [CTFontDescriptor]) ?? []
        let names = descriptors.compactMap { CTFontDescriptorCopyAttribute($0, kCTFontNameAttribute) as? String }
        return names.isEmpty ? [face.postScriptName] : names
    }

    /// What ``register()`` has done in this process.
    private static let registry = Registry()

    /// The names registered, behind a lock so that concurrent first calls register once.
    ///
    /// `@unchecked Sendable` is safe here: `registered` is only read or written while `lock` is held.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var registered: [String]?

        /// The names, or nil before a registration has succeeded.
        var names: [String]? {
            lock.lock()
            defer { lock.unlock() }
            return registered
        }

        /// Runs `body` and keeps the names it returns, unless an earlier run succeeded.
        func registerOnce(_ body: () throws -> [String]) throws {
            lock.lock()
            defer { lock.unlock() }
            if registered != nil { return }
            registered = try body()
        }
    }
    #endif
}

/// Why Inter could not be made available.
public enum TallyInterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bundle lacks this file: the package's resources were not copied into the app.
    case missingFile(String)
    /// CoreText refused to register the file, with its `CTFontManagerError` code and description.
    case registrationFailed(file: String, code: Int, reason: String)

    /// A sentence saying what happened.
    public var description: String {
        switch self {
        case .missingFile(let file):
            "\(file) is missing from TallyInter's bundle"
        case .registrationFailed(let file, let code, let reason):
            "CoreText did not register \(file) (error \(code)): \(reason)"
        }
    }
}

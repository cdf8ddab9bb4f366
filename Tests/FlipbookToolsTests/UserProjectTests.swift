import Foundation
@testable import FlipbookProject
import Testing

/// Finding a user's files, their views and imports, and reading the compiler's errors about them.
@Suite struct UserProjectTests {
    @Test func theScannerFindsTopLevelTypesAndImportsButNothingInsideStringsOrComments() {
        let scan = SwiftSourceScanner(source: #"""
        import SwiftUI
        import struct Foundation.URL
        // struct Commented: View {}
        /* struct Blocked: View { /* nested */ } */
        @main
        struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }
        struct ContentView: SwiftUI.View, Equatable {
            let text = "struct InString: View { }"
            let raw = #"}"#
            struct Nested: View { var body: some View { EmptyView() } }
            var body: some View { Text("\(text) {") }
        }
        private struct Hidden: View { var body: some View { EmptyView() } }
        @available(iOS 17, *)
        public final class Model: ObservableObject {}
        struct Box<Content: View>: View { let content: Content; var body: some View { content } }
        """#)
        #expect(scan.imports == ["SwiftUI", "Foundation"])
        #expect(scan.types.map(\.name) == ["MyApp", "ContentView", "Hidden", "Model", "Box"])
        #expect(scan.types[0].isMain && scan.types[0].inheritance == ["App"])
        #expect(!scan.types[1].isMain && scan.types[1].inheritance == ["View", "Equatable"] && scan.types[1].line == 7)
        #expect(scan.types[2].isFilePrivate)
        #expect(scan.types[3].inheritance == ["ObservableObject"] && !scan.types[3].isMain)
        #expect(scan.types[4].isGeneric)
    }

    @Test func aFolderSkipsTestsBuildsAndUIKitFilesAndFindsItsCatalogs() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import SwiftUI\nstruct A: View { var body: some View { EmptyView() } }\n", to: root, "App/A.swift")
        try write("import UIKit\nimport SwiftUI\nstruct B: UIViewRepresentable {}\n", to: root, "App/B.swift")
        try write("import XCTest\n", to: root, "AppTests/T.swift")
        try write("print(1)\n", to: root, ".build/x.swift")
        try write("print(1)\n", to: root, "App/main.swift")
        try write("{}", to: root, "App/Assets.xcassets/Contents.json")
        for resource in ["App/Resources/hikeData.json", "App/chime.MP3", "App/Info.plist", "App/.hidden.json",
                         "App/notes.swiftdoc", "AppTests/fixture.json", ".build/cache.json"] {
            try write("", to: root, resource)
        }
        let project = try UserProject(path: root.path)
        #expect(project.bundleResources.map(\.lastPathComponent) == ["hikeData.json", "chime.MP3"],
                "data and sounds, but not Info.plist, hidden files, other kinds, tests' or builds' files")
        #expect(project.sources.map(\.lastPathComponent) == ["A.swift"])
        #expect(project.skipped.map(\.file.lastPathComponent).sorted() == ["B.swift", "main.swift"])
        #expect(project.skipped.first { $0.file.lastPathComponent == "B.swift" }?.reason
                == "uses UIKit (UIViewRepresentable), which is not SwiftUI and not on Linux")
        #expect(project.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(project.viewCandidates.map(\.name) == ["A"])
    }

    /// iOS 26's SwiftUI `WebView` is Flipbook's, so a file importing WebKit for it is compiled; one that wraps
    /// WebKit's `WKWebView` is left out, naming it.
    @Test func webKitFilesAreLeftOutOnlyWhenTheyNameWebKitsOwnTypes() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import SwiftUI\nimport WebKit\nstruct Page: View { var body: some View { WebView(url: nil) } }\n",
                  to: root, "Page.swift")
        try write("import SwiftUI\nimport WebKit\nstruct Old: View { let web = WKWebView() }\n", to: root, "Old.swift")
        let project = try UserProject(path: root.path)
        #expect(project.sources.map(\.lastPathComponent) == ["Page.swift"])
        #expect(project.skipped.map(\.reason) == ["uses WebKit's WKWebView, which is not SwiftUI and not on Linux"])
    }

    @Test func theScannerTellsConditionalImportsAndUIKitNamesApart() {
        let scan = SwiftSourceScanner(source: """
        import SwiftUI
        import UIKit
        #if canImport(UIKit)
        import UIKit
        let haptics = UIImpactFeedbackGenerator()
        #endif
        // UIColor in a comment
        struct A: View {
            let radius: CGFloat = 4
            let size = "\\(UIFont.systemFontSize) points"
            var body: some View {
                #if os(iOS)
                Text("iOS").navigationBarTitleDisplayMode(.inline)
                #elseif os(macOS)
                Text("Mac")
                #endif
                #if os(iOS) || os(tvOS)
                Color(uiColor: UIColor.red)
                #else
                Color.red
                #endif
                Text("UIScreen").background(Color(UIColor.systemBackground))
            }
        }
        """)
        #expect(scan.imports == ["SwiftUI", "UIKit"])
        #expect(scan.conditionalImports == ["UIKit"])
        #expect(scan.uikitNames == ["UIFont", "UIColor"], "in code and interpolations, not the module, comments, strings or #if blocks")
        #expect(scan.iOSConditionLines == [12], "the first #if os(iOS) names nothing of UIKit; the second does")
    }

    @Test func aFileImportingUIKitIsLeftOutOnlyWhenItNamesSomethingOfUIKit() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import UIKit\nprotocol Metrics { var width: CGFloat { get } }\n", to: root, "Metrics.swift")
        try write("import SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#endif\nstruct A: View { var body: some View { EmptyView() } }\n",
                  to: root, "A.swift")
        try write("import SwiftUI\nimport UIKit\nlet width = UIScreen.main.bounds.width\n", to: root, "Screen.swift")
        try write("import UIKit\nimport AVFoundation\nlet x: CGFloat = 1\n", to: root, "Sound.swift")
        let project = try UserProject(path: root.path)
        #expect(project.sources.map(\.lastPathComponent) == ["A.swift", "Metrics.swift"])
        #expect(project.skipped.map(\.reason) == ["uses UIKit (UIScreen), which is not SwiftUI and not on Linux",
                                                 "imports AVFoundation, which is not SwiftUI and not on Linux"])
    }

    @Test func aFileImportingAnotherAppleFrameworkIsLeftOut() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import SwiftUI\nimport AppIntents\nstruct Shortcut {}\n", to: root, "Intent.swift")
        try write("import SwiftUI\nimport UserNotifications\nstruct Reminder {}\n", to: root, "Reminder.swift")
        try write("import SwiftUI\nstruct Main: View { var body: some View { EmptyView() } }\n", to: root, "Main.swift")
        let project = try UserProject(path: root.path)
        #expect(project.sources.map(\.lastPathComponent) == ["Main.swift"])
        #expect(Set(project.skipped.map(\.reason)) == ["imports AppIntents, which is not SwiftUI and not on Linux",
                                                       "imports UserNotifications, which is not SwiftUI and not on Linux"])
    }

    @Test func aCopyReadsUIKitAsFoundationAndIOSBlocksAsCompiled() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = """
        import UIKit
        #if os(iOS)
        let platform = "iOS"
        #else
        let platform = "other"
        #endif
        #if os(iOS)
        let color = UIColor.red
        #endif
        #if canImport(UIKit)
        import UIKit
        let title = "iOS"
        #endif
        """
        try write(source, to: root, "P.swift")
        let copy = try ProgramBuilder.prepared(root.appendingPathComponent("P.swift"),
                                               as: root.appendingPathComponent("copy/P.swift"))
        let lines = try String(contentsOf: copy, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[0] == "import FlipbookFoundation")
        #expect(lines[1] == "#if true")
        #expect(lines[6] == "#if os(iOS)", "a block that names UIKit stays Linux's: left out")
        #expect(lines[9] == "#if true" && lines[10] == "import FlipbookFoundation")
        #expect(lines.count == source.components(separatedBy: "\n").count)
    }

    @Test func aSwiftPlaygroundsAppCompilesTheFilesBesideItsManifest() throws {
        let root = try temporaryFolder().appendingPathComponent("Done Button.swiftpm")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        // Its manifest imports AppleProductTypes, which Linux lacks: it is not built, only its target's folder read.
        try write("import PackageDescription\nimport AppleProductTypes\n", to: root, "Package.swift")
        try write("import SwiftUI\n@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }\n",
                  to: root, "MyApp.swift")
        try write("import SwiftUI\nstruct ContentView: View { var body: some View { EmptyView() } }\n",
                  to: root, "ContentView.swift")
        try write("{}", to: root, "Assets.xcassets/Contents.json")
        let project = try UserProject(path: root.path)
        #expect(project.sources.map(\.lastPathComponent) == ["ContentView.swift", "MyApp.swift"])
        #expect(project.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
    }

    @Test func aPlaygroundPagesStatementsAreWrappedInPlace() {
        let page = PlaygroundPageSource(page: """
        import SwiftUI
        struct A: View { var body: some View { EmptyView() } }
        let shared = 1
        print(shared) // a comment
        PlaygroundPage.current.setLiveView(
            A()
                .padding()
        )
        @available(iOS 17, *)
        func helper() {}
        helper()
        """)
        #expect(page.functions == ["__flipbookPlaygroundPage4", "__flipbookPlaygroundPage11"])
        let lines = page.text.components(separatedBy: "\n")
        #expect(lines.count == 12, "the page's lines keep their numbers")
        #expect(lines[2] == "let shared = 1", "a top-level `let` stays a declaration")
        #expect(lines[3] == "@MainActor func __flipbookPlaygroundPage4() { print(shared) // a comment")
        #expect(lines[7] == ")" && lines[8] == "}; @available(iOS 17, *)")
        #expect(lines[10] == "@MainActor func __flipbookPlaygroundPage11() { helper()" && lines[11] == "}")
        #expect(page.liveViewSource().contains("    __flipbookPlaygroundPage4()\n    __flipbookPlaygroundPage11()\n"))
    }

    @Test func aPackageCompilesItsSourcesOnly() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("// swift-tools-version: 6.0\n", to: root, "Package.swift")
        try write("import SwiftUI\nstruct V: View { var body: some View { EmptyView() } }\n", to: root, "Sources/Lib/V.swift")
        try write("import Testing\n", to: root, "Tests/LibTests/T.swift")
        let project = try UserProject(path: root.path)
        #expect(project.sources.map(\.lastPathComponent) == ["V.swift"])
    }

    @Test func badPathsSayWhatIsWrong() throws {
        #expect(throws: UserProject.Failure.self) { try UserProject(path: "/no/such/File.swift") }
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import UIKit\nlet view = UIView()\n", to: root, "Only.swift")
        do {
            _ = try UserProject(path: root.path)
            Issue.record("a folder with nothing to compile was accepted")
        } catch let failure as UserProject.Failure {
            #expect(failure.description.contains("no Swift file to compile"))
            #expect(failure.description.contains("Only.swift uses UIKit (UIView)"))
        }
        #expect(UserProject.isPath("Examples/HeartBeat.swift"))
        #expect(UserProject.isPath("./MyApp"))
        #expect(!UserProject.isPath("rating-blob-4"))
    }

    @Test func compilerErrorsKeepTheUsersFileAndNameMissingPlatformAPI() {
        let output = """
        /home/me/App/Card.swift:12:14: error: cannot find type 'UIViewRepresentable' in scope
        10 | import SwiftUI
        11 | // A map from MapKit.
        12 | struct Map: UIViewRepresentable {
           |              `- error: cannot find type 'UIViewRepresentable' in scope
        /home/me/App/Card.swift:3:5: warning: variable 'x' was never used
        /home/me/App/Other.swift:4:9: error: cannot find 'frobnicate' in scope
        """
        let errors = CompilerDiagnostic.errors(in: output)
        #expect(errors.count == 2)
        #expect(errors[0].file == "/home/me/App/Card.swift" && errors[0].line == 12 && errors[0].column == 14)
        #expect(errors[0].excerpt.count == 4)
        #expect(errors[0].missingAPINote == "note: `UIViewRepresentable` is not SwiftUI, and Flipbook does not have it: UIKit views cannot run on Linux")
        #expect(errors[1].message == "cannot find 'frobnicate' in scope" && errors[1].missingAPINote == nil)
        let hosting = CompilerDiagnostic.errors(
            in: "/home/me/App/Sky.swift:9:17: error: cannot find type 'UIHostingController' in scope")
        #expect(hosting.first?.missingAPINote?.hasPrefix(
            "note: `UIHostingController` is not SwiftUI, and Flipbook does not have it: UIKit") == true)
    }

    @Test func theCacheKeyFollowsTheSourcesContents() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("import SwiftUI\n", to: root, "A.swift")
        let build = root.appendingPathComponent("build")
        try write("", to: build, "libFlipbookRunner.so")
        try write("", to: root, "Sources/CCairo/module.modulemap")
        let builder = ProgramBuilder(installation: try FlipbookInstallation(buildFolder: build),
                                     cacheFolder: root.appendingPathComponent("cache"))
        let first = try builder.key(of: try UserProject(path: root.appendingPathComponent("A.swift").path))
        #expect(first == (try builder.key(of: try UserProject(path: root.appendingPathComponent("A.swift").path))))
        try write("import SwiftUI\n// changed\n", to: root, "A.swift")
        #expect(first != (try builder.key(of: try UserProject(path: root.appendingPathComponent("A.swift").path))))
    }

    @Test func theCacheKeepsTheMostRecentProgramsAndDropsKilledBuilds() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<5 {
            let build = root.appendingPathComponent("build\(index)")
            try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(index) * 60)],
                                                  ofItemAtPath: build.path)
        }
        let killed = root.appendingPathComponent("abc.partial-99999"), running = root.appendingPathComponent("def.partial-1")
        for folder in [killed, running] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: killed.path)
        ProgramBuilder.prune(root, keeping: 3)
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == ["build2", "build3", "build4", "def.partial-1"])
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, to root: URL, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// What `serve --watch` compares to see that the files changed.
@Suite struct SourceSnapshotTests {
    @Test func aSavedAddedOrRemovedFileIsAChangeAndOtherFilesAreNot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Assets.xcassets/A.colorset"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "struct A {}".write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let first = SourceSnapshot(path: root.path)
        try "notes".write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(SourceSnapshot(path: root.path) == first)
        try "struct A { }".write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let saved = SourceSnapshot(path: root.path)
        #expect(saved.changes(since: first) == ["A.swift"])
        try "{}".write(to: root.appendingPathComponent("Assets.xcassets/A.colorset/Contents.json"), atomically: true,
                       encoding: .utf8)
        #expect(SourceSnapshot(path: root.path).changes(since: saved) == ["Contents.json"])
    }
}

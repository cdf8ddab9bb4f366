import Flipbook
import FlipbookCairo
import Foundation
import Testing

/// `flipbook render|inspect|plot|list <path>`: a user's own SwiftUI files, unchanged, compiled against Flipbook
/// and run. Each test compiles into its own cache folder under a temporary folder.
@Suite struct UserFilesCommandTests {
    let commandLine = CommandLineTests()

    /// Runs flipbook in `folder`, with its program cache there.
    func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, out: String, err: String) {
        try commandLine.run(arguments, in: folder,
                            environment: ["FLIPBOOK_CACHE": folder.appendingPathComponent("cache").path])
    }

    func write(_ text: String, to folder: URL, _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static let slider = """
    import SwiftUI

    struct Slider: View {
        @State private var moved = false
        var body: some View {
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 20, height: 20)
                .offset(x: moved ? 40 : -40)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    struct Labelled: View {
        let title: String
        var body: some View { Text(title) }
    }
    """

    @Test func rendersAFileAsItIsAndAnUnchangedRerunCompilesNothing() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.slider, to: folder, "Slider.swift")
        let first = try run(["render", "Slider.swift", "--size", "100x40", "--at", "0.5", "--out", "half.png"], in: folder)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.err.contains("compiling 1 file against Flipbook"))
        #expect(first.out.contains("wrote half.png (Slider at 0.5 s)"))
        // Halfway through a linear move from -40 to 40 the square is centred.
        let frame = try RasterImage(pngFile: folder.appendingPathComponent("half.png").path)
        #expect(frame.pixel(x: 50, y: 20).red == 255 && frame.pixel(x: 50, y: 20).green == 0)
        #expect(frame.pixel(x: 35, y: 20).red == 255 && frame.pixel(x: 35, y: 20).green == 255)
        let second = try run(["inspect", "Slider.swift", "--size", "100x40", "--at", "1"], in: folder)
        #expect(second.status == 0, "\(second.err)")
        #expect(!second.err.contains("compiling"), "an unchanged file was compiled again: \(second.err)")
        #expect(second.out.contains("frame=(80.00, 10.00, 20.00, 20.00)"), "\(second.out)")
    }

    @Test func listsTheCandidatesAndSaysWhichRunsByDefault() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.slider, to: folder, "Views/Slider.swift")
        try write("import UIKit\nimport SwiftUI\nstruct Wrapped: UIViewRepresentable {}\n", to: folder, "Views/Wrapped.swift")
        try write("import SwiftUI\n#Preview(\"Moving\") { Slider() }\n", to: folder, "Views/Previews.swift")
        let result = try run(["list", "Views"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("skipped Views/Wrapped.swift: uses UIKit (UIViewRepresentable)"))
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.out)")
        #expect(lines.first?.hasPrefix("Moving") == true && lines.first?.hasSuffix("(runs by default)") == true)
        #expect(lines.last?.hasPrefix("Slider") == true)
        // `Labelled` needs a title: it is no scene, and asking for it says why.
        let labelled = try run(["render", "Views", "--view", "Labelled", "--out", "l.png"], in: folder)
        #expect(labelled.status != 0)
        #expect(labelled.err.contains("no view named 'Labelled' that takes no arguments"), "\(labelled.err)")
        #expect(labelled.err.contains("The files' views: Slider."), "\(labelled.err)")
    }

    /// A Swift Playgrounds app shared without its `App` file is all views: the one the template names
    /// `ContentView` runs by default.
    @Test func contentViewRunsByDefaultAmongSeveralViews() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        struct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
        struct ContentView: View { var body: some View { Color.blue.frame(width: 30, height: 20) } }
        """, to: folder, "Chat.swiftpm/ContentView.swift")
        let list = try run(["list", "Chat.swiftpm"], in: folder)
        #expect(list.status == 0, "\(list.err)")
        let defaults = list.out.split(separator: "\n").filter { $0.hasSuffix("(runs by default)") }
        #expect(defaults.count == 1 && defaults[0].hasPrefix("ContentView"), "\(list.out)")
        let inspect = try run(["inspect", "Chat.swiftpm", "--size", "100x80", "--at", "0"], in: folder)
        #expect(inspect.status == 0, "\(inspect.err)")
        #expect(inspect.out.contains("frame=(35.00, 30.00, 30.00, 20.00)"), "\(inspect.out)")
    }

    /// A playground page: its statements run, then what it set live is the scene shown first; the page's other
    /// views are scenes too. A playground of several pages asks which.
    @Test func aPlaygroundPagesLiveViewRunsByDefault() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = """
        import SwiftUI
        import PlaygroundSupport

        struct Square: View {
            var side: CGFloat
            var body: some View { Color.red.frame(width: side, height: side) }
        }
        var side: CGFloat = 10
        side += 20 // the statements run before the live view is made
        PlaygroundPage.current.setLiveView(
            Square(side: side)
                .padding(5)
        )
        """
        try write(page, to: folder, "Shapes.playground/Contents.swift")
        try write("import SwiftUI\nstruct Extra: View { var body: some View { Text(\"extra\") } }\n",
                  to: folder, "Shapes.playground/Sources/Extra.swift")
        let list = try run(["list", "Shapes.playground"], in: folder)
        #expect(list.status == 0, "\(list.err)")
        let lines = list.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Live view") == true && lines.first?.hasSuffix("(runs by default)") == true,
                "\(list.out)")
        #expect(lines.contains { $0.hasPrefix("Extra") }, "the playground's shared Sources: \(list.out)")
        let inspect = try run(["inspect", "Shapes.playground", "--size", "100x100", "--at", "0"], in: folder)
        #expect(inspect.status == 0, "\(inspect.err)")
        #expect(inspect.out.contains("frame=(35.00, 35.00, 30.00, 30.00)"), "\(inspect.out)")
        // Set through a hosting controller, in a page of a playground with pages.
        try write("import SwiftUI\nimport PlaygroundSupport\nPlaygroundPage.current.liveView = UIHostingController(rootView: Text(\"hosted\"))\n",
                  to: folder, "Book.playground/Pages/One.xcplaygroundpage/Contents.swift")
        try write("import SwiftUI\n", to: folder, "Book.playground/Pages/Two.xcplaygroundpage/Contents.swift")
        let book = try run(["list", "Book.playground"], in: folder)
        #expect(book.status != 0 && book.err.contains("Book.playground has 2 pages; name one"), "\(book.err)")
        // The playground's pictures are in its Resources folder.
        let dot = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg=="))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Book.playground/Resources"),
                                                withIntermediateDirectories: true)
        try dot.write(to: folder.appendingPathComponent("Book.playground/Resources/dot.png"))
        try write("import SwiftUI\nimport PlaygroundSupport\nPlaygroundPage.current.setLiveView(Image(\"dot\"))\n",
                  to: folder, "Book.playground/Pages/Two.xcplaygroundpage/Contents.swift")
        let two = try run(["inspect", "Book.playground/Pages/Two.xcplaygroundpage", "--size", "10x10", "--at", "0"], in: folder)
        #expect(two.status == 0 && !two.err.contains("No image named"), "\(two.err)")
        #expect(two.out.contains("frame=(4.00, 4.00, 2.00, 2.00)"), "\(two.out)")
        // A page's code pasted into a file of its own runs as a page too.
        try write(page, to: folder, "Pasted.swift")
        let pasted = try run(["inspect", "Pasted.swift", "--size", "100x100", "--at", "0"], in: folder)
        #expect(pasted.status == 0 && pasted.out.contains("frame=(35.00, 35.00, 30.00, 30.00)"), "\(pasted.err)\(pasted.out)")
        let one = try run(["inspect", "Book.playground/Pages/One.xcplaygroundpage", "--at", "0"], in: folder)
        #expect(one.status == 0, "\(one.err)")
        #expect(one.out.contains("text=\"hosted\""), "\(one.out)")
    }

    @Test func anOldStylePreviewProviderRunsByDefault() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        // The Xcode 12–14 template: a view and its `_Previews` provider, which shares the view's name.
        try write(Self.slider + """

        struct Slider_Previews: PreviewProvider {
            static var previews: some View { Slider().padding(.top, 30) }
        }
        """, to: folder, "Slider.swift")
        let list = try run(["list", "Slider.swift"], in: folder)
        #expect(list.status == 0, "\(list.err)")
        let lines = list.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Slider") == true && lines.first?.contains("PreviewProvider") == true
                && lines.first?.hasSuffix("(runs by default)") == true, "\(list.out)")
        #expect(lines.filter { $0.hasSuffix("(runs by default)") }.count == 1, "\(list.out)")
        let inspect = try run(["inspect", "Slider.swift", "--size", "100x80", "--at", "1"], in: folder)
        #expect(inspect.status == 0, "\(inspect.err)")
        // The provider's padding shows that the preview ran, not the bare view of the same name.
        #expect(inspect.out.contains("frame=(80.00, 45.00, 20.00, 20.00)"), "\(inspect.out)")
        // The provider's type name finds the preview too, under --preview or --view.
        for option in ["--preview", "--view"] {
            let named = try run(["inspect", "Slider.swift", option, "Slider_Previews", "--size", "100x80", "--at", "1"],
                                in: folder)
            #expect(named.status == 0, "\(option): \(named.err)")
            #expect(named.out.contains("frame=(80.00, 45.00, 20.00, 20.00)"), "\(option): \(named.out)")
        }
    }

    /// A provider's `previewLayout(.fixed(…))` is the canvas its preview renders on, as `#Preview`'s fixed-layout
    /// trait is (it was accepted and ignored: the preview rendered on the iPhone's canvas).
    @Test func aProvidersPreviewLayoutIsItsCanvas() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        struct Ticket: View { var body: some View { Text("Ticket").padding() } }
        struct Ticket_Previews: PreviewProvider {
            static var previews: some View { Ticket().previewLayout(.fixed(width: 320, height: 150)) }
        }
        """, to: folder, "Ticket.swift")
        let output = folder.appendingPathComponent("ticket.png")
        let render = try run(["render", "Ticket.swift", "--at", "0", "-o", output.path], in: folder)
        #expect(render.status == 0, "\(render.err)")
        // The PNG header's width and height (big-endian, after the signature and the IHDR chunk's start).
        let header = [UInt8](try Data(contentsOf: output).prefix(24))
        let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 320 && height == 150, "\(width) × \(height)")
    }

    @Test func theAppsFirstWindowRunsByDefaultWithItsAssets() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        @main
        struct SwatchApp: App {
            var body: some Scene { WindowGroup { Swatch() } }
        }
        struct Swatch: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color("Brand").frame(width: 40, height: 40)
                    Image("logo")
                }
            }
        }
        """, to: folder, "App/SwatchApp.swift")
        try write(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.500", "blue": "1.000", "alpha": "1.000"}}}]}"#,
                  to: folder, "App/Assets.xcassets/Brand.colorset/Contents.json")
        try write(#"{"images": [{"idiom": "universal", "filename": "logo.pdf"}]}"#,
                  to: folder, "App/Assets.xcassets/logo.imageset/Contents.json")
        try write("%PDF-1.4\n", to: folder, "App/Assets.xcassets/logo.imageset/logo.pdf")
        let result = try run(["render", "App", "--at", "0", "--out", "app.png"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("(SwatchApp at 0.0 s)"))
        #expect(result.err.contains("on a canvas of 393 × 852 points"), "\(result.err)")
        #expect(result.err.contains("the image set 'logo' has only vector pictures (logo.pdf)"), "\(result.err)")
        let frame = try RasterImage(pngFile: folder.appendingPathComponent("app.png").path)
        #expect(frame.pixelWidth == 393 && frame.pixelHeight == 852)
        let swatch = frame.pixel(x: 196, y: 416)
        #expect(swatch.red == 0 && abs(Int(swatch.green) - 128) <= 1 && swatch.blue == 255, "\(swatch)")
    }

    /// An app's own `@State` and `@StateObject` are installed on its window: a binding to the state changes it,
    /// and the window is made again with the new value.
    @Test func anAppsStateDrivesItsWindow() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        final class Counter: ObservableObject {
            @Published var taps = 0
        }
        @main
        struct SwitchApp: App {
            @State private var isOn = false
            @StateObject private var counter = Counter()
            var body: some Scene {
                WindowGroup {
                    Switch(isOn: $isOn)
                        .environmentObject(counter)
                        .onTapGesture { isOn.toggle(); counter.taps += 1 }
                }
            }
        }
        struct Switch: View {
            @Binding var isOn: Bool
            @EnvironmentObject var counter: Counter
            var body: some View {
                Text(isOn ? "on \\(counter.taps)" : "off \\(counter.taps)").frame(width: 200, height: 100)
            }
        }
        """, to: folder, "SwitchApp.swift")
        let result = try run(["inspect", "SwitchApp.swift", "--size", "200x100", "--at", "0.5",
                              "--script", "tap 100,50 @0.1"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("text=\"on 1\""), "\(result.out)")
        #expect(!result.err.contains("outside of being installed"), "\(result.err)")
    }

    /// Xcode 15's generated asset symbols: `Color(.brand)`, `.fill(.brand)`, `Color.brand` and `Image(.heart)`
    /// name the catalog's sets, and a colour the user's code already declares static keeps the user's value.
    @MainActor @Test func assetSymbolsNameTheCatalogsSets() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        extension Color {
            static let accent = Color(red: 0, green: 1, blue: 0)
        }
        struct Swatches: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color(.brand).frame(width: 20, height: 20)
                    Rectangle().fill(.brand).frame(width: 20, height: 20)
                    Color.brand.frame(width: 20, height: 20)
                    Image(.heart)
                    Color.accent.frame(width: 20, height: 20)
                    Color(.accent).frame(width: 20, height: 20)
                }
            }
        }
        """, to: folder, "App/Swatches.swift")
        let blue = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}}]}"#
        try write(blue, to: folder, "App/Assets.xcassets/BrandColor.colorset/Contents.json")
        try write(blue.replacingOccurrences(of: #""red": "0.000""#, with: #""red": "1.000""#),
                  to: folder, "App/Assets.xcassets/AccentColor.colorset/Contents.json")
        try write(#"{"images": [{"idiom": "universal", "filename": "heart.png", "scale": "1x"}]}"#,
                  to: folder, "App/Assets.xcassets/HeartImage.imageset/Contents.json")
        try ViewHost(Color(red: 1, green: 0, blue: 0), size: CGSize(width: 20, height: 20)).pngData()
            .write(to: folder.appendingPathComponent("App/Assets.xcassets/HeartImage.imageset/heart.png"))
        let result = try run(["render", "App", "--at", "0", "--size", "20x120", "--out", "swatches.png"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        let frame = try RasterImage(pngFile: folder.appendingPathComponent("swatches.png").path)
        let colours = (0..<6).map { row in frame.pixel(x: 10, y: 20 * row + 10) }.map { [$0.red, $0.green, $0.blue] }
        #expect(colours == [[0, 0, 255], [0, 0, 255], [0, 0, 255], [255, 0, 0], [0, 255, 0], [255, 0, 255]],
                "brand three ways, the heart picture, the user's own accent, then the catalog's through its resource")
    }

    /// The Landmarks tutorial's `load("hikeData.json")`: files among the sources are beside the program, as
    /// Xcode copies them into the app's bundle, so `Bundle.main` finds them; a frame written beside them later
    /// is linked too, without compiling again.
    @Test func bundleMainFindsTheResourcesAmongTheFiles() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import Foundation
        import SwiftUI

        struct Hike: Codable { var name: String; var distance: Double }

        func load<T: Decodable>(_ filename: String) -> T {
            guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                fatalError("Couldn't find \\(filename) in main bundle.")
            }
            return try! JSONDecoder().decode(T.self, from: Data(contentsOf: file))
        }

        struct HikeList: View {
            let hikes: [Hike] = load("hikeData.json")
            var body: some View {
                VStack {
                    ForEach(hikes, id: \\.name) { Text("\\($0.name) \\($0.distance)") }
                    Text(Bundle.main.path(forResource: "notes", ofType: "txt").map { try! String(contentsOfFile: $0, encoding: .utf8) } ?? "none")
                    Text(Bundle.main.url(forResource: "later", withExtension: "txt") == nil ? "no later" : "later")
                }
            }
        }
        """, to: folder, "App/Views/HikeList.swift")
        try write(#"[{"name": "Lonesome Ridge", "distance": 4.5}, {"name": "Hiking Trail", "distance": 1.9}]"#,
                  to: folder, "App/Resources/hikeData.json")
        try write("Pack water", to: folder, "App/notes.txt")
        let first = try run(["inspect", "App", "--size", "300x200"], in: folder)
        #expect(first.status == 0, "\(first.err)")
        // A Double interpolated into a `Text`'s key is formatted `%lf`, as SwiftUI does.
        for text in ["Lonesome Ridge 4.500000", "Hiking Trail 1.900000", "Pack water", "no later"] {
            #expect(first.out.contains("text=\"\(text)\""), "\(first.out)")
        }
        try write("", to: folder, "App/later.txt")
        let second = try run(["inspect", "App", "--size", "300x200"], in: folder)
        #expect(second.status == 0 && !second.err.contains("compiling"), "\(second.err)")
        #expect(second.out.contains("text=\"later\""), "\(second.out)")
    }

    @Test func compileErrorsPointAtTheUsersLineAndNameMissingAPI() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("Shimmer")
                    .background(Color(UIColor.systemPink))
            }
        }
        """, to: folder, "Card.swift")
        let result = try run(["render", "Card.swift", "--out", "card.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.err.contains("Card.swift:6:"), "\(result.err)")
        #expect(result.err.contains("cannot find 'UIColor' in scope"), "\(result.err)")
        #expect(result.err.contains("note: `UIColor` is not SwiftUI, and Flipbook does not have it"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.png").path))
        #expect(!result.err.contains("main.swift"), "the error names flipbook's own file: \(result.err)")
    }

    /// A file that writes `import Foundation` imports it through Flipbook, so its `Timer.scheduledTimer` is the
    /// host's (it used to be ambiguous), a view model that imports only Foundation gets it too, and errors still
    /// name the user's file and line.
    @Test func mainActorWorkRunsBetweenFramesOnTheHostsClock() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        // An async method of a main-actor model awaited in `.task`, and a `Task { @MainActor in }` from a tap: both
        // wait for the main actor, whose queue `flipbook render`'s hosts drain between frames; their sleeps are
        // host time.
        try write("""
        import SwiftUI

        @MainActor @Observable
        final class Feed {
            var items: [String] = []
            func load() async {
                try? await Task.sleep(for: .seconds(1))
                items = ["one", "two"]
            }
        }

        // A main-actor view model as tutorials write one: `Task { await next() }` uses `self` implicitly, as
        // Swift's `Task` allows, and the view that observes it is given it in its initializer.
        @MainActor final class Sender: ObservableObject {
            @Published var sent = false
            func send() { Task { await deliver() } }
            private func deliver() async {
                try? await Task.sleep(for: .seconds(0.25))
                sent = true
            }
        }

        struct SentLabel: View {
            @ObservedObject var sender: Sender
            init(sender: Sender) { self.sender = sender }
            var body: some View { Text(sender.sent ? "sent" : "unsent") }
        }

        struct FeedView: View {
            @State private var feed = Feed()
            @State private var flag = false
            @StateObject private var sender = Sender()
            var body: some View {
                VStack {
                    Text("\\(feed.items.count) items, \\(flag ? "on" : "off")")
                    SentLabel(sender: sender)
                    Button("Flip") {
                        Task { @MainActor in
                            try? await Task.sleep(for: .seconds(0.5))
                            flag = true
                        }
                        sender.send()
                    }
                }
                .task { await feed.load() }
            }
        }
        """, to: folder, "Feed.swift")
        let sent = try run(["inspect", "Feed.swift", "--script", "tap \"Flip\" @0.2", "--at", "0.45"], in: folder)
        #expect(sent.status == 0, "\(sent.err)")
        #expect(sent.out.contains("text=\"sent\""), "\(sent.out)")
        let expected = [(0.69, "0 items, off"), (0.7, "0 items, on"), (0.99, "0 items, on"), (1.0, "2 items, on")]
        for (time, text) in expected {
            let result = try run(["inspect", "Feed.swift", "--script", "tap \"Flip\" @0.2", "--at", "\(time)"], in: folder)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains("text=\"\(text)\""), "at \(time) s: \(result.out)")
        }
    }

    @Test func filesThatImportFoundationGetTheHostsTimers() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Indented with a tab, as some files are: the import is found all the same. CoreGraphics stands in through
        // Flipbook, so it does not bring Foundation's timer back in beside the host's.
        try write("""
        import SwiftUI
        \timport\tFoundation
        import CoreGraphics

        struct Ticker: View {
            @State private var count = 0
            @StateObject private var model = Clock()
            var body: some View {
                Text("\\(count) \\(model.ticks)")
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in count += 1 }
                        model.start()
                    }
            }
        }
        """, to: folder, "Ticker.swift")
        try write("""
        @preconcurrency import Foundation // the model's own import
        import Combine

        final class Clock: ObservableObject {
            @Published var ticks = 0
            func start() {
                Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in self?.ticks += 1 }
            }
        }
        """, to: folder, "Clock.swift")
        let result = try run(["inspect", ".", "--view", "Ticker", "--size", "100x60", "--at", "1.2"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("text=\"2 4\""), "two ticks of 0.5 s and four of 0.25 s by 1.2 s: \(result.out)")
        try write("""
        import Foundation
        import SwiftUI

        struct Broken: View {
            var body: some View {
                Text(undefinedName)
            }
        }
        """, to: folder, "Clock.swift")
        let broken = try run(["render", "Clock.swift", "--out", "b.png"], in: folder)
        #expect(broken.status != 0)
        #expect(broken.err.contains("Clock.swift:6:14: error: cannot find 'undefinedName' in scope"), "\(broken.err)")
        #expect(broken.err.contains("6 |         Text(undefinedName)"), "the excerpt is the file's own lines: \(broken.err)")
        #expect(!broken.err.contains("sources/"), "the error names the user's file, not its copy: \(broken.err)")
    }

    /// `Date()`, `Date.now` and `Date(timeIntervalSinceNow:)` read the host's clock in host work: a start date kept
    /// in the root view's state (made before its first frame), in a view model that imports Foundation and Combine,
    /// and in delayed work measure host time, exactly, in every run; the file that imports Foundation and Combine
    /// beside SwiftUI finds no ambiguity between the host's dates and Foundation's. Dates and numbers formatted in
    /// code are written in US English, as an iPhone in the US writes them.
    @Test func datesReadTheHostsClock() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        import Foundation
        import Combine

        struct Elapsed: View {
            @State private var start = Date()
            @State private var started = Date.now
            @StateObject private var model = Stamps()
            @State private var stamp: Date?

            var body: some View {
                TimelineView(.animation) { context in
                    VStack {
                        Text(String(format: "timeline %.2f", context.date.timeIntervalSince(start)))
                        Text(String(format: "now %.2f", Date().timeIntervalSince(started)))
                        Text(String(format: "model %.2f", Date.now.timeIntervalSince(model.created)))
                        Text(String(format: "stamp %.2f", stamp.map { Date(timeIntervalSinceNow: 0).timeIntervalSince($0) } ?? -1))
                        Text("opened " + started.addingTimeInterval(-7_200).formatted(.relative(presentation: .numeric)))
                        Text(Calendar.current.isDateInToday(started) ? "opened today" : "opened another day")
                        Text(Calendar.current.isDateInYesterday(started.addingTimeInterval(-86_400)) ? "and yesterday" : "no")
                        Text("feed by \\(model.feed.httpMethod ?? "nothing")")
                        Text("\\(model.price.formatted(.currency(code: "USD"))) on \\(model.day.formatted(date: .long, time: .omitted))")
                        Text("at " + model.day.formatted() + ", " + model.day.formatted(.dateTime.month(.wide).locale(Locale(identifier: "fr_FR"))))
                        // iOS 27's AsyncImage API names FoundationNetworking's types too.
                        AsyncImage(request: model.feed, scale: 2) { phase in
                            phase.image ?? Image(systemName: "photo")
                        }
                        .frame(width: 10, height: 10)
                        .asyncImageURLSession(model.session)
                    }
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { stamp = Date() }
                }
            }
        }
        """, to: folder, "Elapsed.swift")
        try write("""
        import Foundation
        import Combine

        final class Stamps: ObservableObject {
            @Published var created = Date()
            let price = 1234.5
            let day = Date(timeIntervalSince1970: 1_749_462_060)
            // URLSession and URLRequest are FoundationNetworking's on Linux; a file that imports Foundation finds them.
            let feed = URLRequest(url: URL(string: "https://example.com/feed")!)
            let session = URLSession.shared
        }
        """, to: folder, "Stamps.swift")
        let result = try run(["inspect", ".", "--view", "Elapsed", "--size", "200x120", "--at", "1.25"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        // Relative dates and today's date are the host's too.
        // Values formatted in code read in US English, as `Text(_:format:)` shows them, unless the style has a
        // locale of its own (Linux's Foundation writes "US$1,234.50" and "9 June 2025" in every locale); ICU, as iOS
        // 17, puts a narrow no-break space before AM.
        for line in ["timeline 1.25", "now 1.25", "model 1.25", "stamp 0.75", "opened 2 hours ago", "opened today",
                     "and yesterday", "feed by GET", "$1,234.50 on June 9, 2025", "at 6/9/2025, 9:41\u{202F}AM, juin"] {
            #expect(result.out.contains("text=\"\(line)\""), "\(line): \(result.out)")
        }
        // The request's image is not fetched: its phase closure shows the placeholder symbol.
        #expect(result.out.contains("Image frame="), "\(result.out)")
    }

    /// `import os`, `import simd`, `import CoreGraphics`, `import QuartzCore`, `import Darwin` and `import Symbols`,
    /// which Linux has no modules of, find flipbook's stand-ins: `Logger` writes to standard error, simd's vector
    /// functions compute, Darwin's C functions are Glibc's.
    @Test func filesThatImportAppleModulesFindStandIns() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        import CoreGraphics
        import QuartzCore
        import OSLog
        import simd
        import Accessibility
        import Darwin
        import Symbols
        import CoreTransferable

        private let logger = Logger(subsystem: "com.example.swarm", category: "Swarm")

        struct Swarm: View {
            let points: [simd_double2] = [SIMD2(0, 0), SIMD2(30, 40)]
            var body: some View {
                let gap = Darwin.sqrt(distance_squared(points[0], points[1]))
                let middle = mix(points[0], points[1], t: 0.5)
                let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
                Text("\\(Int(gap)) \\(Int(middle.x)),\\(Int(middle.y)) \\(Int(turn.m12))")
                    .onAppear {
                        logger.info("swarm of \\(points.count, privacy: .public) points, \\(gap, format: .fixed(precision: 1)) apart")
                        AccessibilityNotification.Announcement("swarm ready").post()
                    }
            }
        }
        """, to: folder, "Swarm.swift")
        let result = try run(["inspect", "Swarm.swift", "--size", "200x100", "--at", "0.1"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("text=\"50 15,20 1\""), "\(result.out)")
        #expect(result.err.contains("[Swarm] info: swarm of 2 points, 50.0 apart"), "\(result.err)")
    }

    /// `import Charts` finds Flipbook's Swift Charts: a file with a chart compiles, and its bars grow inside
    /// `withAnimation` on the host's clock.
    @Test func filesThatImportChartsDrawTheirCharts() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        import Charts

        struct Sales: View {
            @State private var shown = false
            var body: some View {
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Sales", shown ? 40 : 0))
                    BarMark(x: .value("Day", "Tue"), y: .value("Sales", shown ? 20 : 0))
                }
                .chartYScale(domain: 0...40)
                .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
            }
        }
        """, to: folder, "Sales.swift")
        var heights: [Double: [Double]] = [:]
        for time in [0.5, 2.0] {
            let result = try run(["inspect", "Sales.swift", "--size", "300x200", "--at", "\(time)"], in: folder)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains("text=\"Mon\"") && result.out.contains("text=\"Tue\""), "\(result.out)")
            // "RoundedRectangle frame=(x, y, width, height)": the bars' heights.
            heights[time] = result.out.split(separator: "\n").filter { $0.contains("RoundedRectangle frame=(") }
                .compactMap { line in line.split(separator: "(").last?.split(separator: ")").first }
                .compactMap { frame in frame.split(separator: ",").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        }
        let half = try #require(heights[0.5]), full = try #require(heights[2.0])
        #expect(full.count == 2 && half.count == 2, "\(heights)")
        if full.count == 2, half.count == 2 {
            // Halfway through the linear animation, each bar is half as tall as at its end; Mon's twice Tue's.
            #expect(full[0] > 50 && abs(full[0] - 2 * full[1]) < 0.02)
            #expect(abs(half[0] - full[0] / 2) < 0.02 && abs(half[1] - full[1] / 2) < 0.02)
        }
    }

    /// A SwiftData app as Xcode's template writes it (a model file importing Foundation and SwiftData, an app
    /// making the container, a view with `@Query`) compiles, and a model inserted by a tap shows in the list.
    @Test func filesThatImportSwiftDataKeepTheirModels() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import Foundation
        import SwiftData

        @Model
        final class Item {
            var timestamp: Date
            var title: String
            init(timestamp: Date = .now, title: String) {
                self.timestamp = timestamp
                self.title = title
            }
        }
        """, to: folder, "Item.swift")
        try write("""
        import SwiftUI
        import SwiftData

        @main
        struct ItemsApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
                    .modelContainer(for: Item.self)
            }
        }

        struct ContentView: View {
            @Environment(\\.modelContext) private var modelContext
            @Query(sort: \\Item.title, order: .reverse) private var items: [Item]
            var body: some View {
                VStack {
                    ForEach(items) { item in Text(item.title) }
                    Button("Add") {
                        withAnimation { modelContext.insert(Item(title: "Item \\(items.count + 1)")) }
                    }
                }
            }
        }
        """, to: folder, "ContentView.swift")
        let result = try run(["inspect", ".", "--size", "300x300", "--at", "2", "--script",
                              "tap \"Add\" @0.5; tap \"Add\" @1"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        let titles = result.out.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "text=\"Item ") else { return nil }
            return "Item " + line[range.upperBound...].prefix { $0 != "\"" }
        }
        #expect(titles == ["Item 2", "Item 1"], "\(result.out)")
    }

    /// SwiftData's sample-data previews: a `PreviewModifier` fills a container on the main actor, after waiting,
    /// and a trait of one's own (a main-actor static) applies it; the previewed list shows the samples.
    @Test func swiftDataSampleDataPreviewsShowTheirSamples() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        import SwiftData

        @Model
        final class Trip {
            var name: String
            init(name: String) { self.name = name }
        }

        struct TripList: View {
            @Query(sort: \\Trip.name) private var trips: [Trip]
            var body: some View {
                VStack { ForEach(trips) { trip in Text(trip.name) } }
            }
        }

        struct SampleData: PreviewModifier {
            static func makeSharedContext() async throws -> ModelContainer {
                try await Task.sleep(for: .milliseconds(20))
                let container = try ModelContainer(for: Trip.self,
                                                   configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                for name in ["Zermatt", "Hawaii"] { container.mainContext.insert(Trip(name: name)) }
                return container
            }
            func body(content: Content, context: ModelContainer) -> some View {
                content.modelContainer(context)
            }
        }

        extension PreviewTrait where T == Preview.ViewTraits {
            @MainActor static var sampleData: Self = .modifier(SampleData())
        }

        #Preview("Trips", traits: .sampleData) {
            TripList()
        }
        """, to: folder, "Trips.swift")
        let result = try run(["inspect", ".", "--preview", "Trips", "--size", "300x300", "--at", "0"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("[Flipbook]"), "\(result.err)")
        let names = result.out.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "text=\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(names == ["Hawaii", "Zermatt"], "\(result.out)")
    }

    /// The `AnimatableVector` of well-known animation articles is written with `import enum Accelerate.vDSP`:
    /// flipbook's stand-in computes it, so a shape whose bars are such a vector animates them element by element.
    @Test func animatableVectorWrittenWithVDSPAnimates() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        import enum Accelerate.vDSP

        struct AnimatableVector: VectorArithmetic {
            var values: [Float]
            static var zero = AnimatableVector(values: [0.0])
            static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
                let count = min(lhs.values.count, rhs.values.count)
                return AnimatableVector(values: vDSP.add(lhs.values[0..<count], rhs.values[0..<count]))
            }
            static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
                let count = min(lhs.values.count, rhs.values.count)
                vDSP.add(lhs.values[0..<count], rhs.values[0..<count], result: &lhs.values[0..<count])
            }
            static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
                let count = min(lhs.values.count, rhs.values.count)
                return AnimatableVector(values: vDSP.subtract(lhs.values[0..<count], rhs.values[0..<count]))
            }
            static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
                let count = min(lhs.values.count, rhs.values.count)
                vDSP.subtract(lhs.values[0..<count], rhs.values[0..<count], result: &lhs.values[0..<count])
            }
            mutating func scale(by rhs: Double) { values = vDSP.multiply(Float(rhs), values) }
            var magnitudeSquared: Double { Double(vDSP.sum(vDSP.multiply(values, values))) }
        }

        struct Bars: Shape {
            var heights: AnimatableVector
            var animatableData: AnimatableVector {
                get { heights }
                set { heights = newValue }
            }
            func path(in rect: CGRect) -> Path {
                var path = Path()
                for (index, height) in heights.values.enumerated() {
                    path.addRect(CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: CGFloat(height)))
                }
                return path
            }
        }

        struct Chart: View {
            @State private var heights = AnimatableVector(values: [10, 20])
            var body: some View {
                Bars(heights: heights)
                    .fill(Color(red: 1, green: 0, blue: 0))
                    .frame(width: 40, height: 100)
                    .onAppear {
                        withAnimation(.linear(duration: 1)) { heights = AnimatableVector(values: [90, 40]) }
                    }
            }
        }
        """, to: folder, "Chart.swift")
        try write("""
        import SwiftUI
        import Accelerate

        struct Checks: View {
            var body: some View {
                let ramp = vDSP.ramp(in: 0.0...1.0, count: 5)
                let checks = [vDSP.sumOfSquares([3.0, 4.0]), vDSP.dot([1.0, 2.0], [3.0, 4.0]), vDSP.mean(ramp),
                              vDSP.maximum(vDSP.linearInterpolate([0.0, 2.0], [10.0, 4.0], using: 0.5))]
                Text(checks.map { "\\($0)" }.joined(separator: " "))
            }
        }
        """, to: folder, "Checks.swift")
        let result = try run(["render", ".", "--view", "Chart", "--size", "40x100", "--at", "0.5", "--out", "half.png"],
                             in: folder)
        #expect(result.status == 0, "\(result.err)")
        // Halfway, the bars are 50 and 30 points tall.
        let frame = try RasterImage(pngFile: folder.appendingPathComponent("half.png").path)
        #expect(frame.pixel(x: 5, y: 45).green == 0 && frame.pixel(x: 5, y: 55).green == 255)
        #expect(frame.pixel(x: 25, y: 25).green == 0 && frame.pixel(x: 25, y: 35).green == 255)
        let checks = try run(["inspect", ".", "--view", "Checks", "--size", "300x40", "--at", "0"], in: folder)
        #expect(checks.status == 0, "\(checks.err)")
        #expect(checks.out.contains("text=\"25.0 11.0 0.5 5.0\""), "\(checks.out)")
    }

    @Test func animatableNamesAPropertyWhoseTypeItCannotSee() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI

        @Animatable
        struct Ring: Shape {
            var width = defaultWidth
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: width, dy: width)) }
        }
        let defaultWidth: CGFloat = 4
        """, to: folder, "Ring.swift")
        let result = try run(["render", "Ring.swift", "--out", "ring.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.err.contains("Ring.swift:3:"), "\(result.err)")
        #expect(result.err.contains("@Animatable needs the type of 'width'"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ring.png").path))
    }

    @Test func plotFollowsAViewOfTheFiles() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.slider, to: folder, "Slider.swift")
        let result = try run(["plot", "Slider.swift", "--root", "Slider", "--view", "Rectangle", "--property", "frame.midX",
                              "--size", "100x40", "--duration", "1", "--out", "x.svg"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        let svg = try String(contentsOf: folder.appendingPathComponent("x.svg"), encoding: .utf8)
        #expect(svg.contains("Slider: Rectangle frame.midX"), "\(svg.prefix(400))")
    }

    /// Code of the files that traps mid-export ends the program with its reason and one line saying so, not pages
    /// of runtime frames, and leaves no hidden partial file beside the output.
    @Test func codeThatTrapsSaysSoAndLeavesNoPartialFile() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI

        struct Emptied: View {
            @State private var items = [1]
            var body: some View {
                Text("\\(items[0])")
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { items.removeAll() } }
            }
        }
        """, to: folder, "Emptied.swift")
        let result = try run(["render", "Emptied.swift", "--size", "60x40", "--duration", "1", "--out", "e.mp4"],
                             in: folder)
        #expect(result.status != 0)
        #expect(result.err.contains("Fatal error: Index out of range"), "\(result.err)")
        #expect(result.err.contains("flipbook: the program stopped at a trap; Swift's report below"), "\(result.err)")
        #expect(result.err.contains("Emptied.swift:6"), "the report names the user's line: \(result.err)")
        #expect(!result.err.contains("Registers:") && !result.err.contains("Images ("),
                "the report is short: \(result.err.prefix(2000))")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".e.mp4") }
        #expect(left.isEmpty && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("e.mp4").path),
                "\(left)")
    }

    @Test func aMissingPathIsAnErrorNotAScene() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["render", "Missing.swift", "--out", "m.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.err.contains("no such file or folder: Missing.swift"), "\(result.err)")
    }

    /// A file that imports UIKit for `CGFloat` compiles; one that uses UIKit is left out; `#if os(iOS)` blocks that
    /// name nothing of UIKit are compiled, as on an iPhone; `#if DEBUG` blocks are compiled, as in Xcode's previews.
    @Test func filesAreCompiledAsIOSCodeWithoutUIKit() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import UIKit

        protocol Metrics { var width: CGFloat { get } }
        """, to: folder, "Metrics.swift")
        try write("""
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
        """, to: folder, "SceneDelegate.swift")
        try write("""
        import SwiftUI
        #if canImport(UIKit)
        import UIKit
        #endif

        struct Platform: View, Metrics {
            let width: CGFloat = 120
            var body: some View {
                #if os(iOS)
                Text("iOS \\(Int(width))")
                #else
                Text("elsewhere")
                #endif
                #if os(iOS)
                Text("screen \\(Int(UIScreen.main.bounds.width))")
                #endif
                #if DEBUG
                Text("debug build")
                #else
                Text("release build")
                #endif
            }
        }
        """, to: folder, "Platform.swift")
        let result = try run(["inspect", ".", "--view", "Platform", "--size", "200x100"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("text=\"iOS 120\""), "\(result.out)")
        #expect(!result.out.contains("elsewhere") && !result.out.contains("screen"))
        #expect(result.out.contains("text=\"debug build\"") && !result.out.contains("release build"), "\(result.out)")
        #expect(result.err.contains("SceneDelegate.swift: uses UIKit (UIResponder)"), "\(result.err)")
    }

    @Test func combineAndObservationImportsWorkAsInSwiftUI() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("""
        import SwiftUI
        import Combine
        import Observation

        final class Ticker: ObservableObject {
            @Published var count = 0
        }

        @Observable
        final class Flag {
            var on = false
        }

        struct Both: View {
            @StateObject private var ticker = Ticker()
            @State private var flag = Flag()
            var body: some View {
                Circle()
                    .fill(flag.on ? Color.green : Color.gray)
                    .frame(width: 40, height: 40)
                    .scaleEffect(ticker.count > 0 ? 2 : 1)
                    .onAppear {
                        withAnimation(.linear(duration: 1)) {
                            ticker.count += 1
                            flag.on = true
                        }
                    }
            }
        }
        """, to: folder, "Model.swift")
        let result = try run(["inspect", "Model.swift", "--size", "100x100", "--at", "0.5"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        // Halfway from scale 1 to 2, as the published and the observed change were made in withAnimation.
        #expect(result.out.contains("Circle frame=(20.00, 20.00, 60.00, 60.00)"), "\(result.out)")
    }

    /// The example folder of the README, laid out as an Xcode project's: app, views, preview and asset catalog.
    @Test func theBreatheExampleRunsItsAppWithItsAssets() throws {
        let folder = try commandLine.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Breathe")
        let list = try run(["list", example.path], in: folder)
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.split(separator: "\n").first?.hasPrefix("BreatheApp") == true, "\(list.out)")
        #expect(list.out.contains("ContentView") && !list.out.contains("PetalView"), "PetalView needs arguments")
        let result = try run(["render", example.path, "--at", "0", "--out", "breathe.png"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("No image named") && !result.err.contains("No color named"), "\(result.err)")
        let frame = try RasterImage(pngFile: folder.appendingPathComponent("breathe.png").path)
        // The button is tinted with the Brand colour set (sRGB 30, 139, 150): find it on the canvas.
        var brand = 0
        for y in stride(from: 0, to: frame.pixelHeight, by: 2) {
            for x in stride(from: 0, to: frame.pixelWidth, by: 2) {
                let p = frame.pixel(x: x, y: y)
                if abs(Int(p.red) - 30) <= 2 && abs(Int(p.green) - 139) <= 2 && abs(Int(p.blue) - 150) <= 2 { brand += 1 }
            }
        }
        #expect(brand > 100, "the Brand colour covers \(brand) sampled pixels")
    }
}

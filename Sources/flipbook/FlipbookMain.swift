import FlipbookCommandLine

/// The gallery's command line tool; given a SwiftUI file or folder, it builds a program of those files and runs
/// the command there.
@main
enum Main {
    @MainActor
    static func main() async {
        await FlipbookCommandLine.main()
    }
}

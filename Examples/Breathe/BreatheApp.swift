import SwiftUI

@main
struct BreatheApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

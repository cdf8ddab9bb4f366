import Foundation
import Testing
@testable import FlipbookViews

/// `NSUserActivity`: what SwiftUI code fills in is kept; a typed payload round-trips.
@Suite struct UserActivityTests {
    private struct Reading: Codable, Equatable {
        var book: String
        var page: Int
    }

    @Test func anActivityKeepsWhatIsSetAndItsTypedPayload() throws {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.title = "Reading"
        activity.addUserInfoEntries(from: ["page": 3])
        activity.addUserInfoEntries(from: ["page": 4, "book": "Emma"])
        #expect(activity.userInfo?["page"] as? Int == 4 && activity.userInfo?["book"] as? String == "Emma")
        #expect(throws: DecodingError.self) { try activity.typedPayload(Reading.self) }
        try activity.setTypedPayload(Reading(book: "Emma", page: 4))
        #expect(try activity.typedPayload(Reading.self) == Reading(book: "Emma", page: 4))
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent && activity.isInvalidated)
    }
}

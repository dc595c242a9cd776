import Foundation

final class SessionStore {
    var token: String?
}

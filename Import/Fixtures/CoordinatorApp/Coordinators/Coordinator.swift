// A coordinator app written for petri import's tests: coordinators, no RouteComposer.
import UIKit

protocol Coordinator: AnyObject {
    func start()
}
